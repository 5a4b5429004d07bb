import { Box, Button, Group, Indicator } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mobileLayoutQuery } from '../../../config/mobile-layout';
import classes from './explore-layout.module.css';

// The phones' filter drawer (modal base, focus trap, scroll lock) loads the first time it opens, not with
// the first screen (docs/decisions/033-first-load-javascript.md).
const FiltersDrawer = lazy(() => import('./filters-drawer').then((module) => ({ default: module.FiltersDrawer })));

type ExploreLayoutProps = { toolbar: ReactNode; sidebar: ReactNode; activeFilters: number; children: ReactNode };

/** Toolbar (search, sort) above a filter sidebar and the results; on phones the sidebar is a drawer. */
export function ExploreLayout({ toolbar, sidebar, activeFilters, children }: ExploreLayoutProps) {
  const { t } = useTranslation();
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [open, drawer] = useDisclosure(false, { onOpen: () => setDrawerUsed(true) });
  // Read before the first render, so a desktop never shows the page without its sidebar first. On a phone the hidden
  // sidebar (every chain's and collection's filter) is not rendered at all: it was part of the first screen's render,
  // which is what a phone waits for before it paints the page (docs/decisions/065-first-screen-chunks.md).
  const phone = useMediaQuery(mobileLayoutQuery, false, { getInitialValueInEffect: false });
  return (
    <Box>
      <Group gap="sm" mb="lg" wrap="wrap">
        <Indicator label={activeFilters} size={16} disabled={activeFilters === 0} className={classes.mobileOnly}>
          <Button variant="default" onClick={drawer.open}>
            {t('explore.filters.show')}
          </Button>
        </Indicator>
        {toolbar}
      </Group>
      <div className={classes.columns}>
        {!phone && (
          <aside className={classes.sidebar} aria-label={t('explore.filters.title')}>
            {sidebar}
          </aside>
        )}
        <div className={classes.results}>{children}</div>
      </div>
      {drawerUsed && (
        <Suspense fallback={null}>
          <FiltersDrawer opened={open} onClose={drawer.close} title={t('explore.filters.title')}>
            {sidebar}
          </FiltersDrawer>
        </Suspense>
      )}
    </Box>
  );
}

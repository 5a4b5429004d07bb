import { UnstyledButton } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../components/ui/line-icon';
import classes from './search-button.module.css';

// The dialog (Mantine Spotlight, its styles and the result lists) loads the first time it opens, not with every first
// screen (docs/decisions/033-first-load-javascript.md).
const SearchSpotlight = lazy(() => import('./search-spotlight').then((module) => ({ default: module.SearchSpotlight })));

/**
 * The header's search (docs/product.md "Search"): a button, "/" or Ctrl/Cmd+K anywhere outside a field opens a dialog
 * that finds collections, NFTs and accounts as the user types, as OpenSea's header search does.
 */
export function SearchButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [used, setUsed] = useState(false);
  const [opened, setOpened] = useState(false);
  const open = () => {
    setUsed(true);
    setOpened(true);
  };
  useHotkeys([
    ['/', open],
    ['mod+K', open],
  ]);
  return (
    <>
      {/* A native title, not Mantine's Tooltip: the header is on every first screen, and the floating layer is not
          (docs/decisions/033-first-load-javascript.md). */}
      <div className={className}>
        <UnstyledButton
          className={classes.button}
          onClick={open}
          aria-label={t('search.open')}
          aria-keyshortcuts="/ Control+K Meta+K"
          title={t('search.open_hint')}
          data-action="open-search"
        >
          <span className={classes.icon}>
            <LineIcon name="search" size={18} />
          </span>
          <span className={classes.label}>{t('search.open')}</span>
          <kbd className={classes.key}>/</kbd>
        </UnstyledButton>
      </div>
      {used && (
        <Suspense fallback={null}>
          <SearchSpotlight opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}

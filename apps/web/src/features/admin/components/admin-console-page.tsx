import { Button, Center, Container, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { adminSections, paths, type AdminSection } from '../../../config/paths';
import { startSignIn } from '../../wallet';
import { useIsAdmin } from '../hooks/use-is-admin';
import { AuditPanel } from './audit-panel';
import { CollectionsPanel } from './collections-panel';
import { HiddenPanel } from './hidden-panel';
import { ReportsPanel } from './reports-panel';
import { StakingPanel } from './staking-panel';
import { MigrationsPanel } from '../migrations/components/migrations-panel';

// The home content editor (its own folder, features/admin/home-content) is the console's largest tab: it loads when opened.
const HomeContentPanel = lazy(() => import('../home-content').then((module) => ({ default: module.HomeContentPanel })));
// The contests tab (features/admin/contests) is large too.
const ContestsPanel = lazy(() => import('../contests').then((module) => ({ default: module.ContestsPanel })));

const isSection = (value: string | undefined): value is AdminSection => (adminSections as readonly string[]).includes(value ?? '');

/**
 * The operator console (/admin, docs/product.md "Operator console"): shown to operators only. Everyone else sees
 * "operators only"; the server refuses their calls anyway (docs/decisions/036-operators-and-audit-log.md).
 */
export function AdminConsolePage() {
  const { t } = useTranslation('studio');
  const navigate = useNavigate();
  const { section } = useParams();
  const { isAdmin, signedIn, loading } = useIsAdmin();
  const current: AdminSection = isSection(section) ? section : 'home';

  if (loading)
    return (
      <Center py={80}>
        <Loader />
      </Center>
    );

  if (!isAdmin)
    return (
      <Container size="sm" py={80}>
        <Stack align="center" ta="center" data-testid="admin-operators-only">
          <Title order={1}>{t('admin.operators_only_title')}</Title>
          <Text c="dimmed">{t('admin.operators_only_body')}</Text>
          {!signedIn && (
            <Button radius="xl" onClick={() => void startSignIn()}>
              {t('admin.sign_in')}
            </Button>
          )}
        </Stack>
      </Container>
    );

  return (
    <Container size="xl" py="xl" data-testid="admin-console">
      <Title order={1} mb="lg">
        {t('admin.title')}
      </Title>
      <Tabs
        value={current}
        onChange={(next) => isSection(next ?? undefined) && void navigate(paths.admin(next as AdminSection))}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          {adminSections.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`admin.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="home">
          <Suspense fallback={<Loader />}>
            <HomeContentPanel />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="collections">
          <CollectionsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="reports">
          <ReportsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="hidden">
          <HiddenPanel />
        </Tabs.Panel>
        <Tabs.Panel value="staking">
          <StakingPanel />
        </Tabs.Panel>
        <Tabs.Panel value="migrations">
          <MigrationsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="contests">
          <Suspense fallback={<Loader />}>
            <ContestsPanel />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="audit">
          <AuditPanel />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}

import { Container, Skeleton, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/empty-state';
import { ListError } from '../../../components/list-error';
import { CollectionDropBanner } from '../../drops';
import { CollectionOffersPanel } from '../../offers';
import { CollectionPriceHistory } from '../../price-charts';
import { useCollection } from '../hooks/use-collection-detail';
import { collectionTabs, type CollectionTab } from '../model/collection-tabs';
import { CollectionActivityTable } from './collection-activity';
import { CollectionHeader } from './collection-header';
import { CollectionHolders } from './collection-holders';
import { CollectionItems } from './collection-items';

/** /collection-detail/:id/:type: the collection, then its items (collected), its activity or its holders. */
export function CollectionDetailPage({ id, tab }: { id: string; tab: CollectionTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const collection = useCollection(id);
  if (collection.isPending) {
    return (
      <Container size="lg" py="xl">
        <Skeleton height={200} radius="lg" mb="md" />
        <Skeleton height={32} width={280} mb="sm" />
        <Skeleton height={60} />
      </Container>
    );
  }
  if (collection.isError) {
    const missing = 'status' in collection.error && collection.error.status === 404;
    return (
      <Container size="lg" py="xl">
        {missing ? <EmptyState title={t('explore.collection.not_found')} /> : <ListError onRetry={() => void collection.refetch()} />}
      </Container>
    );
  }
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <CollectionHeader collection={collection.data} />
        {collection.data.dropId !== null && <CollectionDropBanner dropId={collection.data.dropId} />}
        {collection.data.chain !== 'nuls' && <CollectionOffersPanel collection={{ ...collection.data, id }} />}
        <CollectionPriceHistory collectionId={id} chain={collection.data.chain} />
        <Tabs
          value={tab}
          // Filters stay in the URL when switching tabs, so coming back restores the items view.
          onChange={(next) => next && void navigate(`${paths.collectionDetail(id, next)}${search}`)}
          aria-label={t('explore.collection.tabs_label')}
        >
          <Tabs.List mb="lg">
            {collectionTabs.map((name) => (
              <Tabs.Tab key={name} value={name} data-collection-tab={name}>
                {t(`explore.collection.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {tab === 'collected' && <CollectionItems collectionId={id} chain={collection.data.chain} />}
        {tab === 'activity' && <CollectionActivityTable collectionId={id} />}
        {tab === 'holders' && <CollectionHolders collectionId={id} />}
      </Stack>
    </Container>
  );
}

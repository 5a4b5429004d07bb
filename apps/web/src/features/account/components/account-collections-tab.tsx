import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { CollectionGrid } from '../../explore';
import { EmptyState } from '../../../components/empty-state';
import { MyMigrationsSection } from '../../migrations';
import { useAccountCollections } from '../hooks/use-account-lists';
import { LoadMore } from './load-more';

/** Collections the account created; its owner is offered to create one when there are none. */
export function AccountCollectionsTab({ address, own }: { address: string; own: boolean }) {
  const { t } = useTranslation();
  const query = useAccountCollections(address);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const create = own ? (
    <Button component={Link} to={paths.editCollection()} variant="light" data-create-collection>
      {t('account_page.create_collection')}
    </Button>
  ) : undefined;
  // The owner's batch migration requests (docs/product.md "Batch migration") sit with their collections; visitors see none.
  const migrations = own ? <MyMigrationsSection address={address} /> : null;
  if (query.isSuccess && items.length === 0)
    return (
      <Stack gap="lg">
        <EmptyState title={t('account_page.empty.collections')} action={create} />
        {migrations}
      </Stack>
    );
  return (
    <Stack gap="lg">
      {create ? <Group justify="flex-end">{create}</Group> : null}
      <CollectionGrid items={items} loading={query.isPending} />
      <LoadMore
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        isError={query.isError}
        fetchNextPage={query.fetchNextPage}
      />
      {migrations}
    </Stack>
  );
}

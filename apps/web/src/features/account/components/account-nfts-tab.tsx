import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/empty-state';
import { NftGrid } from '../../explore';
import type { AccountNftTab } from '../api/account-schemas';
import { useAccountNfts } from '../hooks/use-account-lists';
import { CollectedGrid } from './collected-grid';
import { HiddenNftsSection } from './hidden-nfts-section';
import { LoadMore } from './load-more';

/** Where an owner's empty tab leads: to NFTs to collect or favourite, or to making one. */
function EmptyAction({ tab }: { tab: AccountNftTab }) {
  const { t } = useTranslation();
  const create = tab === 'created';
  return (
    <Button component={Link} to={create ? paths.createNft() : paths.marketPlace()} variant="light" data-empty-action={tab}>
      {create ? t('account_page.empty_action.create_nft') : t('account_page.empty_action.explore')}
    </Button>
  );
}

/** Collected, created or favorited NFTs of an account, a page at a time; the owner's empty tab says where to start. */
export function AccountNftsTab({ address, tab, own = false }: { address: string; tab: AccountNftTab; own?: boolean }) {
  const { t } = useTranslation();
  const query = useAccountNfts(address, tab);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  // The owner's hidden NFTs belong with what they collected; the section shows only to them.
  const hidden = tab === 'collected' ? <HiddenNftsSection address={address} /> : null;
  if (query.isSuccess && items.length === 0) {
    return (
      <Stack gap="lg">
        <EmptyState title={t(`account_page.empty.${tab}`)} action={own ? <EmptyAction tab={tab} /> : undefined} />
        {hidden}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {tab === 'collected' ? (
        <CollectedGrid address={address} items={items} loading={query.isPending} />
      ) : (
        <NftGrid items={items} loading={query.isPending} />
      )}
      <LoadMore
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        isError={query.isError}
        fetchNextPage={query.fetchNextPage}
      />
      {hidden}
    </Stack>
  );
}

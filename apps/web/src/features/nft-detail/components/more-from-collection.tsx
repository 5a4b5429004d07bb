import { Button, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { sameAddress } from '../../../lib/same-address';
import { NftGrid } from '../../explore';
import { getCollectionNfts } from '../api/get-collection-nfts';
import type { NftKey } from '../api/nft-key';

// One row of cards on a desktop; read one more, since the NFT shown may be among them.
const shown = 4;

/**
 * "More from this collection" at the foot of an NFT page, as OpenSea and Magic Eden have it: other NFTs of the same
 * collection as cards, and a link to the collection. Nothing when the NFT has no collection or is its only item.
 */
export function MoreFromCollection({ nftKey, collection }: { nftKey: NftKey; collection: { id: number; name: string } }) {
  const { t } = useTranslation();
  const others = useQuery({
    queryKey: ['more-from-collection', collection.id],
    queryFn: ({ signal }) => getCollectionNfts(collection.id, shown + 1, signal),
    select: (page) =>
      page.items
        .filter(
          (item) =>
            !(item.chain === nftKey.chain && sameAddress(item.contractAddress, nftKey.contractAddress) && item.tokenId === nftKey.tokenId),
        )
        .slice(0, shown),
  });
  if (!others.data || others.data.length === 0) return null;
  return (
    <Stack gap="md" mt="xl" data-more-from-collection={collection.id}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          {t('nft_detail.more_from.title', { collection: collection.name })}
        </Title>
        <Button component={Link} to={paths.collectionDetail(collection.id, 'collected')} variant="default" radius="xl" size="sm">
          {t('nft_detail.more_from.view_collection')}
        </Button>
      </Group>
      <NftGrid items={others.data} />
    </Stack>
  );
}

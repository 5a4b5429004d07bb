import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminNft } from '@nft/api-contract';
import { paths } from '../../../config/paths';

/** An NFT in a console list: thumbnail, name (its page) and collection. */
export function NftCell({ nft }: { nft: AdminNft }) {
  return (
    <Group gap="sm" wrap="nowrap">
      {nft.imageUrl && <Image src={nft.imageUrl} w={48} h={48} radius="sm" alt="" />}
      <Stack gap={0}>
        <Anchor component={Link} to={paths.nftDetail(nft.chain, nft.contractAddress, nft.tokenId)}>
          {nft.name ?? `#${nft.tokenId}`}
        </Anchor>
        {nft.collectionName && (
          <Text size="xs" c="dimmed">
            {nft.collectionName}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

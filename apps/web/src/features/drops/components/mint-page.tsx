import type { DropDetail } from '@nft/api-contract';
import { Anchor, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChainBadge } from '../../../components/chain-badge';
import { EmptyState } from '../../../components/empty-state';
import { ListError } from '../../../components/list-error';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { shortAddress } from '../../../lib/short-address';
import { useConnectedAccount } from '../../account';
import { useDrop } from '../hooks/use-drop';
import { DropArtwork } from './drop-artwork';
import { MintPanel } from './mint-panel';

/** The page's shape while the drop loads: the same columns, so nothing moves when it arrives. */
function MintPageSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" data-mint-skeleton>
      <Skeleton radius="lg" style={{ aspectRatio: '1 / 1' }} />
      <Stack gap="md">
        <Skeleton height={36} width="70%" />
        <Skeleton height={20} width="40%" />
        <Skeleton height={320} radius="lg" />
      </Stack>
    </SimpleGrid>
  );
}

function CreatorLine({ drop }: { drop: DropDetail }) {
  const { t } = useTranslation('studio');
  const name = drop.creator.name ?? shortAddress(drop.creator.address);
  const to = drop.creator.artistId !== null ? paths.artist(drop.creator.artistId) : paths.account(drop.creator.address, 'created');
  return (
    <Group gap={6}>
      <Text size="sm" c="dimmed">
        {t('drops.by')}
      </Text>
      <Anchor component={Link} to={to} size="sm" fw={600} data-drop-creator={drop.creator.address}>
        {name}
      </Anchor>
      <ChainBadge symbol={drop.chain} name={drop.chainName} />
    </Group>
  );
}

function DropFacts({ drop }: { drop: DropDetail }) {
  const { t } = useTranslation('studio');
  return (
    <Stack gap={6}>
      <Title order={2} size="h4">
        {t('drops.details')}
      </Title>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('drops.contract')}
        </Text>
        <Text size="sm" ff="monospace" data-drop-contract={drop.contractAddress}>
          {shortAddress(drop.contractAddress)}
        </Text>
      </Group>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('drops.royalty')}
        </Text>
        <Text size="sm">{drop.royaltyBps / 100}%</Text>
      </Group>
      <Anchor component={Link} to={paths.collectionDetail(drop.collectionId, 'collected')} size="sm" data-drop-collection>
        {t('drops.view_collection')}
      </Anchor>
    </Stack>
  );
}

/** /mint/:id (docs/product.md "Drops"): the artwork, the creator and description, and the sale. */
export function MintPage({ id }: { id: number }) {
  const { t } = useTranslation('studio');
  const { address } = useConnectedAccount();
  const drop = useDrop(id, address);
  if (drop.isPending) {
    return (
      <Container size="lg" py="xl">
        <MintPageSkeleton />
      </Container>
    );
  }
  if (drop.isError || drop.phase === undefined) {
    const missing = isApiError(drop.error) && (drop.error.status === 404 || drop.error.status === 400);
    return (
      <Container size="lg" py="xl">
        {missing ? <EmptyState title={t('drops.not_found')} /> : <ListError onRetry={() => void drop.refetch()} />}
      </Container>
    );
  }
  const data = drop.data;
  return (
    <Container size="lg" py="xl" data-mint-page={data.id}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <DropArtwork name={data.name} imageUrl={data.imageUrl} previewImages={data.previewImages} />
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1}>{data.name}</Title>
            <CreatorLine drop={data} />
          </Stack>
          <MintPanel
            drop={data}
            phase={drop.phase}
            now={drop.now}
            next={drop.next}
            account={address}
            onMinted={() => void drop.refetch()}
          />
          {data.description ? (
            <Stack gap={6}>
              <Title order={2} size="h4">
                {t('drops.about')}
              </Title>
              <Text style={{ whiteSpace: 'pre-wrap' }} data-drop-description>
                {data.description}
              </Text>
            </Stack>
          ) : null}
          <DropFacts drop={data} />
        </Stack>
      </SimpleGrid>
    </Container>
  );
}

import type { DropPhase } from '@nft/api-contract';
import { Button, Card, Flex, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { dropQueryOptions } from '../api/drops-api';

/** How the collection page words a drop's phase: open to someone, not yet, waiting for its deploy, or over. */
const phaseWord: Record<DropPhase, 'live' | 'upcoming' | 'pending' | 'over'> = {
  allowlist: 'live',
  public: 'live',
  upcoming: 'upcoming',
  pending: 'pending',
  ended: 'over',
  soldOut: 'over',
};

/**
 * On the page of a collection that a drop sells (docs/product.md "Drops"): where its mint stands and the way to the
 * mint page, as large marketplaces lead from a drop's collection to its mint. The mint page links back.
 */
export function CollectionDropBanner({ dropId }: { dropId: number }) {
  const { t } = useTranslation();
  const drop = useQuery(dropQueryOptions(dropId, undefined));
  // Its place is kept while the drop loads, so the page below does not move when it arrives: the banner's own height,
  // words above the button on phones and beside it from Mantine's xs (36em) up (measured in Chromium: 129 and 81 px).
  if (drop.isPending) return <Skeleton h={{ base: 129, xs: 81 }} radius="lg" data-collection-drop="loading" />;
  if (drop.isError) return null;
  const word = phaseWord[drop.data.phase];
  return (
    <Card withBorder radius="lg" padding="md" data-collection-drop={drop.data.phase}>
      <Flex direction={{ base: 'column', xs: 'row' }} justify="space-between" align={{ base: 'flex-start', xs: 'center' }} gap="sm">
        <Stack gap={2}>
          <Text fw={700}>{t(`explore.collection.drop.${word}`)}</Text>
          <Text size="sm" c="dimmed">
            {t('explore.collection.drop.title')} ·{' '}
            {t('explore.collection.drop.minted', {
              minted: drop.data.minted.toLocaleString(),
              supply: drop.data.supply.toLocaleString(),
            })}
          </Text>
        </Stack>
        <Button component={Link} to={paths.mint(dropId)} variant={word === 'live' ? 'filled' : 'light'} data-action="open-drop">
          {t('explore.collection.drop.open')}
        </Button>
      </Flex>
    </Card>
  );
}

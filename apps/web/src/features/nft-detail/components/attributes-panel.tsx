import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { NftAttribute } from '../api/nft-detail-schemas';
import { useTraitFacts } from '../hooks/use-trait-facts';
import type { TraitFacts } from '../model/trait-facts';
import { groupAttributes, type RangedAttribute } from '../utils/group-attributes';
import classes from './nft-detail.module.css';

function Bars({ title, items, kind }: { title: string; items: RangedAttribute[]; kind: 'level' | 'stat' }) {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 4 });
  return (
    <Stack gap="xs" data-attribute-group={kind}>
      <Text fw={700}>{title}</Text>
      {items.map((item) => (
        <Stack key={`${item.traitType}-${item.value}`} gap={4} data-attribute={item.traitType}>
          <Group justify="space-between">
            <Text size="sm">{item.traitType}</Text>
            <Text size="sm" c="dimmed">
              {number.format(item.value)} / {number.format(item.max)}
            </Text>
          </Group>
          <Progress value={item.percent} aria-label={`${item.traitType}: ${number.format(item.value)} / ${number.format(item.max)}`} />
        </Stack>
      ))}
    </Stack>
  );
}

type TraitBoxProps = { trait: NftAttribute; collectionId: number | undefined; facts: TraitFacts; price: (amount: string) => string };

/**
 * One trait as a box: its type, its value and, when the collection's counts are known, how many of its NFTs share it
 * and the value's floor. Within a collection the box opens the collection's items with that trait, as OpenSea's do.
 */
function TraitBox({ trait, collectionId, facts: { share, floorPrice }, price }: TraitBoxProps) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: share !== undefined && share < 0.01 ? 1 : 0,
  });
  const content = (
    <>
      <Text size="xs" c="blue" tt="uppercase" fw={700} truncate>
        {trait.traitType}
      </Text>
      <Text size="sm" fw={600} truncate title={String(trait.value)}>
        {trait.value}
      </Text>
      {share !== undefined && (
        <Text size="xs" c="dimmed" data-trait-share={share}>
          {t('nft_detail.trait_share', { percent: percent.format(share) })}
        </Text>
      )}
      {typeof floorPrice === 'string' && (
        <Text size="xs" c="dimmed" truncate data-trait-floor={floorPrice}>
          {t('nft_detail.trait_floor', { price: price(floorPrice) })}
        </Text>
      )}
    </>
  );
  if (collectionId === undefined)
    return (
      <div className={classes.trait} data-attribute={trait.traitType}>
        {content}
      </div>
    );
  const filtered = `${paths.collectionDetail(collectionId, 'collected')}?${new URLSearchParams({ trait: `${trait.traitType}:${trait.value}` })}`;
  return (
    <Link to={filtered} className={`${classes.trait} ${classes.traitLink}`} data-attribute={trait.traitType}>
      {content}
    </Link>
  );
}

/** Traits as boxes (with how rare each is in the collection and its floor), levels and stats as bars (the way OpenSea shows them). */
export function AttributesPanel({ attributes, collectionId }: { attributes: NftAttribute[]; collectionId?: number }) {
  const { t } = useTranslation();
  const { traits, levels, stats } = groupAttributes(attributes);
  const { factsOf, price } = useTraitFacts(traits.length > 0 ? collectionId : undefined);
  return (
    <Card withBorder radius="lg" padding="md">
      <Title order={2} size="h5" mb="sm">
        {t('nft_detail.sections.traits')}
      </Title>
      {attributes.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('nft_detail.sections.no_attributes')}
        </Text>
      ) : (
        <Stack gap="md">
          {traits.length > 0 && (
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" data-attribute-group="trait">
              {traits.map((trait, index) => (
                <TraitBox
                  key={`${trait.traitType}-${index}`}
                  trait={trait}
                  collectionId={collectionId}
                  facts={factsOf(trait.traitType, trait.value)}
                  price={price}
                />
              ))}
            </SimpleGrid>
          )}
          {levels.length > 0 && <Bars title={t('nft_detail.sections.levels')} items={levels} kind="level" />}
          {stats.length > 0 && <Bars title={t('nft_detail.sections.stats')} items={stats} kind="stat" />}
        </Stack>
      )}
    </Card>
  );
}

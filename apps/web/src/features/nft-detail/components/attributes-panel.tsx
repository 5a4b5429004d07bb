import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NftAttribute } from '../api/nft-detail-schemas';
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

/** Traits as boxes, levels and stats as bars (the way OpenSea shows them). */
export function AttributesPanel({ attributes }: { attributes: NftAttribute[] }) {
  const { t } = useTranslation();
  const { traits, levels, stats } = groupAttributes(attributes);
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
                <div key={`${trait.traitType}-${index}`} className={classes.trait} data-attribute={trait.traitType}>
                  <Text size="xs" c="blue" tt="uppercase" fw={700} truncate>
                    {trait.traitType}
                  </Text>
                  <Text size="sm" fw={600} truncate title={trait.value}>
                    {trait.value}
                  </Text>
                </div>
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

import type { Drop } from '@nft/api-contract';
import { Badge, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChainBadge } from '../../../components/chain-badge';
import { paths } from '../../../config/paths';
import { mintedPercent } from '../model/drop-phase';
import classes from './drops.module.css';

/** A drop in a row or grid: artwork, name, phase, price and minted of supply. Opens its mint page. */
export function DropCard({ drop }: { drop: Drop }) {
  const { t } = useTranslation('studio');
  const price = drop.price === '0' ? t('drops.free') : `${drop.priceDisplay} ${drop.token.symbol}`;
  return (
    <Link to={paths.mint(drop.id)} className={classes.cardLink} data-drop-card={drop.id}>
      <Card withBorder radius="lg" padding="sm" className={classes.card}>
        <Card.Section className={classes.media}>
          {drop.imageUrl ? (
            <img src={drop.imageUrl} alt="" className={classes.image} loading="lazy" decoding="async" />
          ) : (
            <div className={classes.image} role="img" aria-label={drop.name} />
          )}
          {/* On the artwork, as large marketplaces show a drop's status: beside the name, a 220 px card cut both short. */}
          <Badge size="sm" variant="white" className={classes.phase} data-drop-phase={drop.phase}>
            {t(`drops.phase.${drop.phase}`)}
          </Badge>
        </Card.Section>
        <Stack gap={6} mt="sm">
          <Text fw={700} truncate title={drop.name} data-drop-name>
            {drop.name}
          </Text>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={700}>
              {price}
            </Text>
            <ChainBadge symbol={drop.chain} name={drop.chainName} />
          </Group>
          <Progress value={mintedPercent(drop.minted, drop.supply)} size="sm" radius="xl" aria-hidden />
          <Text size="xs" c="dimmed">
            {t('drops.minted_of', { minted: drop.minted, supply: drop.supply })}
          </Text>
        </Stack>
      </Card>
    </Link>
  );
}

/** A card's place while the list loads (the same height, so the page does not jump). */
export function DropCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="sm" className={classes.card} data-skeleton>
      <Card.Section>
        <div className={classes.image} />
      </Card.Section>
      <Stack gap={8} mt="sm">
        <Text fw={700}>&nbsp;</Text>
        <Text size="sm">&nbsp;</Text>
        <Progress value={0} size="sm" radius="xl" aria-hidden />
        <Text size="xs">&nbsp;</Text>
      </Stack>
    </Card>
  );
}

import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

type RarityBadgeProps = { rarity: { rank: number; of: number }; collectionId: number };

/**
 * "Rarity rank #3 of 40" beside the owner (docs/product.md "Rarity"), as OpenSea and Magic Eden show it; it opens the
 * collection's items sorted rarest first.
 */
export function RarityBadge({ rarity, collectionId }: RarityBadgeProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const rankOf = t('nft_detail.rarity.rank_of', { rank: number.format(rarity.rank), of: number.format(rarity.of) });
  return (
    <Badge
      component={Link}
      to={`${paths.collectionDetail(collectionId, 'collected')}?sort=rarity`}
      variant="light"
      color="grape"
      radius="sm"
      tt="none"
      style={{ cursor: 'pointer' }}
      data-rarity-rank={rarity.rank}
    >
      {t('nft_detail.rarity.label')} {rankOf}
    </Badge>
  );
}

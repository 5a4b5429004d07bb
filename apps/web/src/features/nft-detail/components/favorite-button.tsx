import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../components/ui/line-icon';
import type { NftKey } from '../api/nft-key';
import { useFavoriteToggle } from '../hooks/use-favorite-toggle';

/** The heart with its count; toggles at once and signs in first when needed. */
export function FavoriteButton({ nftKey, favorited, count }: { nftKey: NftKey; favorited: boolean; count: number }) {
  const { t, i18n } = useTranslation();
  const favorite = useFavoriteToggle(nftKey);
  return (
    <Button
      variant={favorited ? 'light' : 'default'}
      color="pink"
      size="xs"
      radius="xl"
      leftSection={<LineIcon name="heart" size={16} strokeWidth={favorited ? 2.6 : 1.8} />}
      aria-pressed={favorited}
      aria-label={favorited ? t('nft_detail.actions.unfavorite') : t('nft_detail.actions.favorite')}
      title={favorited ? t('nft_detail.actions.unfavorite') : t('nft_detail.actions.favorite')}
      onClick={() => void favorite.toggle(!favorited)}
      data-action="favorite"
      data-favorited={favorited}
    >
      <span data-favorite-count>{new Intl.NumberFormat(i18n.language).format(count)}</span>
    </Button>
  );
}

import { ActionIcon, Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../components/ui/line-icon';
import classes from './sliders.module.css';

type LikeButtonProps = { liked: boolean; count: number; pending: boolean; onLike: () => void };

/** The heart and the like count of a re-creation; the heart is filled while the viewer likes it. */
export function LikeButton({ liked, count, pending, onLike }: LikeButtonProps) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant={liked ? 'light' : 'subtle'}
        color="pink"
        radius="xl"
        aria-label={t('home.derivatives.like')}
        aria-pressed={liked}
        aria-busy={pending}
        title={liked ? t('home.derivatives.unlike_hint') : t('home.derivatives.like_hint')}
        className={liked ? classes.likedHeart : undefined}
        onClick={onLike}
        data-liked={liked}
      >
        <LineIcon name="heart" size={18} strokeWidth={2} />
      </ActionIcon>
      <Text size="sm" fw={600} data-like-count>
        <VisuallyHidden>{t('home.derivatives.likes')} </VisuallyHidden>
        {new Intl.NumberFormat(i18n.language).format(count)}
      </Text>
    </Group>
  );
}

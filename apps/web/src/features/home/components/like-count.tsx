import { ActionIcon, Group, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../components/ui/line-icon';
import classes from './sliders.module.css';

/**
 * The like count with a like button that cannot be used yet: liking needs a signed-in wallet,
 * which comes in a later issue, so the button says so instead of pretending to count a like.
 * The hint is a CSS tooltip: Mantine's Tooltip would pull its positioning library into the
 * first bundle.
 */
export function LikeCount({ count }: { count: number }) {
  const { t, i18n } = useTranslation();
  const hintId = useId();
  return (
    <Group gap={4} wrap="nowrap" className={classes.likeRow}>
      {/* data-disabled rather than disabled: a disabled button gets no hover or focus, so no hint. */}
      <ActionIcon
        variant="subtle"
        color="pink"
        radius="xl"
        data-disabled
        aria-disabled="true"
        aria-label={t('home.derivatives.like')}
        aria-describedby={hintId}
        onClick={(event) => event.preventDefault()}
      >
        <LineIcon name="heart" size={18} strokeWidth={2} />
      </ActionIcon>
      <span id={hintId} role="tooltip" className={classes.likeHint}>
        {t('home.derivatives.like_unavailable')}
      </span>
      <Text size="sm" fw={600}>
        <VisuallyHidden>{t('home.derivatives.likes')} </VisuallyHidden>
        {new Intl.NumberFormat(i18n.language).format(count)}
      </Text>
    </Group>
  );
}

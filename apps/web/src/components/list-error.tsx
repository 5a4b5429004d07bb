import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A list that could not be loaded, with a retry. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Text c="red.7" ta="center" py="xl" data-list-error>
      {t('explore.load_error')}{' '}
      <Anchor component="button" type="button" onClick={onRetry}>
        {t('explore.retry')}
      </Anchor>
    </Text>
  );
}

import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What an offers list says when it has none. */
export function NoOffers() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" data-offers-empty>
      {t('offers.none')}
    </Text>
  );
}

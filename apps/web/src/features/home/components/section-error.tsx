import { Anchor, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The one-line notice a home section shows instead of its content when its list failed. */
export function SectionError({ label, onRetry }: { label: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="md">
      <Text size="sm" c="red.7" data-section-error>
        {t('home.sections.load_error', { section: label })}{' '}
        <Anchor component="button" type="button" size="sm" onClick={onRetry}>
          {t('home.sections.retry')}
        </Anchor>
      </Text>
    </Container>
  );
}

import { Alert, Button, Container, Paper, Stack, Text } from '@mantine/core';
import type { LegalDocumentKind } from '@nft/api-contract';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/ui/page-loader';
import { useLegalDocument } from '../hooks/use-legal-document';
import { MarkdownView } from '../markdown/markdown-view';

/** The terms of service or the privacy policy as the operator configured them (GET /v1/legal/:kind). */
export function LegalPage({ kind }: { kind: LegalDocumentKind }) {
  const { t, i18n } = useTranslation();
  const { data, error, refetch, isFetching } = useLegalDocument(kind);
  if (error && !data) {
    return (
      <Container size="md" py="xl">
        <Alert color="red" title={t('legal.load_failed')} role="alert">
          <Button variant="light" color="red" mt="sm" loading={isFetching} onClick={() => void refetch()}>
            {t('legal.retry')}
          </Button>
        </Alert>
      </Container>
    );
  }
  if (!data) return <PageLoader />;
  const effective = new Date(`${data.effectiveDate}T00:00:00Z`).toLocaleDateString(i18n.language, {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return (
    <Container size="md" py="xl">
      <Stack gap="md" data-legal={kind} lang={data.lang}>
        <Paper withBorder radius="md" p="sm" bg="gray.0">
          <Text size="sm" c="dimmed" data-testid="legal-version">
            {t('legal.version', { version: data.version, date: effective })}
          </Text>
        </Paper>
        <MarkdownView source={data.markdown} />
      </Stack>
    </Container>
  );
}

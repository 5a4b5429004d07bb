import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { BatchMigration } from '@nft/api-contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

type MigrationSubmittedProps = { request: BatchMigration; applicant: string; onAnother: () => void };

/** After submission: spec section 4, "Migration is reviewed in 3-5 working days and starts after approval". */
export function MigrationSubmitted({ request, applicant, onAnother }: MigrationSubmittedProps) {
  const { t } = useTranslation('studio');
  return (
    <Alert color="teal" title={t('migration.submitted_title')} data-migration-submitted={request.id}>
      <Stack gap="sm">
        <Text size="sm" data-review-time>
          {t('migration.submitted_body')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('migration.submitted_tokens', { count: request.tokenCount, collection: request.collection.name })}
        </Text>
        <Group gap="xs">
          <Button component={Link} to={paths.account(applicant, 'collections')} size="xs" data-view-requests>
            {t('migration.view_requests')}
          </Button>
          <Button variant="default" size="xs" onClick={onAnother}>
            {t('migration.another')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { BatchMigration } from '@nft/api-contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChainBadge } from '../../../components/chain-badge';
import { paths } from '../../../config/paths';
import { useChainRegistry } from '../../../lib/chain-registry/use-chain-registry';
import { shortAddress } from '../../../lib/short-address';
import { useMyMigrations } from '../hooks/use-my-migrations';
import { describeTokens } from '../model/describe-tokens';
import { MigrationProgress } from './migration-progress';
import { MigrationStatusBadge } from './migration-status-badge';

function MigrationCard({ request }: { request: BatchMigration }) {
  const { t, i18n } = useTranslation('studio');
  const registry = useChainRegistry();
  const chainName = registry.data?.chains.find((chain) => chain.symbol === request.chain)?.chainName ?? request.chain;
  const contract = [request.contractName, shortAddress(request.contractAddress)].filter(Boolean).join(' · ');
  const importing =
    request.status === 'approved' || request.status === 'importing' || request.status === 'done' || request.status === 'failed';
  return (
    <Card withBorder radius="md" data-migration-id={request.id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} truncate>
            {contract}
          </Text>
          <MigrationStatusBadge status={request.status} />
        </Group>
        <Group gap="xs">
          <ChainBadge symbol={request.chain} name={chainName} />
          {request.standard ? <Text size="xs">{request.standard}</Text> : null}
        </Group>
        <Text size="sm">
          <Text span c="dimmed">
            {t('migration.requests.collection')}:
          </Text>{' '}
          <Anchor component={Link} to={paths.collectionDetail(request.collection.id, 'collected')} size="sm">
            {request.collection.name}
          </Anchor>
        </Text>
        <Text size="sm">
          <Text span c="dimmed">
            {t('migration.requests.tokens')}:
          </Text>{' '}
          {describeTokens(t, request)}
        </Text>
        {request.reviewReason ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-review-reason>
            <Text span c="dimmed">
              {t('migration.requests.reason')}:
            </Text>{' '}
            {request.reviewReason}
          </Text>
        ) : null}
        {request.status === 'pending' ? (
          <Text size="xs" c="dimmed">
            {t('migration.review_time')}
          </Text>
        ) : null}
        {importing ? <MigrationProgress progress={request.progress} errors={request.errors} /> : null}
        <Text size="xs" c="dimmed">
          {t('migration.requests.requested_at', { date: new Date(request.createdAt).toLocaleString(i18n.language) })}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * The applicant's migration requests on their own account page (docs/product.md "Batch migration"): status, the
 * operator's reason and the import progress. Renders nothing for visitors.
 */
export function MyMigrationsSection({ address }: { address: string }) {
  const { t } = useTranslation('studio');
  const query = useMyMigrations(address);
  if (!query.isSuccess) return null;
  const items = query.data.items;
  return (
    <Stack gap="sm" data-my-migrations>
      <Group justify="space-between">
        <Title order={3} size="h4">
          {t('migration.requests.title')}
        </Title>
        <Button component={Link} to={paths.batchMigration()} variant="light" size="xs" data-new-migration>
          {t('migration.requests.new')}
        </Button>
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('migration.requests.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {items.map((request) => (
            <MigrationCard key={request.id} request={request} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

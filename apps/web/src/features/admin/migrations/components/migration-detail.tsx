import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shortAddress } from '../../../../lib/short-address';
import { MigrationProgress, MigrationStatusBadge, describeTokens } from '../../../migrations';
import { useAdminMigration } from '../hooks/use-admin-migrations';
import { ContractFactsTable } from './contract-facts-table';
import type { ReviewDecision } from './review-dialog';
import { TokenSamples } from './token-samples';

type MigrationDetailProps = { id: number; onReview: (decision: ReviewDecision) => void };

/** One request for review: who asks, for what, the proof of control, the contract's facts, token samples, progress. */
export function MigrationDetail({ id, onReview }: MigrationDetailProps) {
  const { t, i18n } = useTranslation('studio');
  const detail = useAdminMigration(id);
  if (detail.isPending)
    return (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  if (detail.isError) return <Text c="red">{detail.error.message}</Text>;
  const request = detail.data;
  const proof =
    request.control === 'owner'
      ? t('admin.migrations.proof_owner')
      : t(
          request.deployerVerified === true
            ? 'admin.migrations.proof_deployer_verified'
            : request.deployerVerified === false
              ? 'admin.migrations.proof_deployer_unmatched'
              : 'admin.migrations.proof_deployer_unknown',
          { deployer: request.deployerAddress ?? '' },
        );
  const line = (label: string, value: string) => (
    <Text size="sm">
      <Text span c="dimmed">
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
  return (
    <Stack gap="md" data-migration-detail={request.id}>
      <Group justify="space-between">
        <Title order={3} size="h4">
          {request.contractName ?? shortAddress(request.contractAddress)}
        </Title>
        <MigrationStatusBadge status={request.status} />
      </Group>
      <Stack gap={2}>
        {line(t('admin.migrations.requester'), request.requesterAddress)}
        {line(t('admin.migrations.contract'), `${request.chain} · ${request.contractAddress}`)}
        {line(t('admin.migrations.collection'), `${request.collection.name} (#${request.collection.id})`)}
        {line(t('admin.migrations.tokens'), describeTokens(t, request))}
        {line(t('admin.migrations.contact'), request.contact)}
        {line(t('admin.migrations.proof'), proof)}
        {line(t('admin.migrations.requested_at'), new Date(request.createdAt).toLocaleString(i18n.language))}
        {request.reviewReason ? line(t('admin.reason'), request.reviewReason) : null}
      </Stack>
      <Title order={4} size="h5">
        {t('admin.migrations.facts_title')}
      </Title>
      <ContractFactsTable stored={request.facts} live={request.liveFacts} />
      <Title order={4} size="h5">
        {t('admin.migrations.samples_title')}
      </Title>
      <TokenSamples samples={request.samples} />
      {request.status === 'pending' ? (
        <Group justify="flex-end">
          <Button color="red" variant="light" onClick={() => onReview('reject')} data-review="reject">
            {t('admin.migrations.reject')}
          </Button>
          <Button color="teal" onClick={() => onReview('approve')} data-review="approve">
            {t('admin.migrations.approve')}
          </Button>
        </Group>
      ) : request.status === 'rejected' ? null : (
        <MigrationProgress progress={request.progress} errors={request.errors} showErrors={20} />
      )}
    </Stack>
  );
}

import { Alert, Badge, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BatchMigrationCheck } from '@nft/api-contract';
import { useTranslation } from 'react-i18next';
import { shortAddress } from '../../../lib/short-address';

type ContractCheckPanelProps = { check: BatchMigrationCheck | undefined; loading: boolean; error: Error | null };

/**
 * What the server read from the chain about the contract (docs/product.md "Batch migration"): the standard by
 * ERC-165, its name, symbol, supply and owner, and which control proof the applicant can give.
 */
export function ContractCheckPanel({ check, loading, error }: ContractCheckPanelProps) {
  const { t } = useTranslation('studio');
  if (loading)
    return (
      <Group gap="xs" data-contract-check="loading">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('migration.checking')}
        </Text>
      </Group>
    );
  if (error)
    return (
      <Alert color="red" data-contract-check="error">
        {t('migration.check_failed', { message: error.message })}
      </Alert>
    );
  if (!check) return null;
  const { facts } = check;
  const unknown = t('migration.facts.unknown');
  const rows: [string, string][] = [
    [t('migration.facts.name'), facts.name ?? unknown],
    [t('migration.facts.symbol'), facts.symbol ?? unknown],
    [t('migration.facts.total_supply'), facts.totalSupply ?? unknown],
    [t('migration.facts.owner'), facts.owner ? shortAddress(facts.owner) : t('migration.facts.no_owner')],
  ];
  return (
    <Stack gap="xs" data-contract-check="done" data-standard={facts.standard ?? 'none'} data-control={check.control}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t('migration.facts.standard')}:
        </Text>
        {facts.standard ? (
          <Badge variant="light" data-detected-standard>
            {facts.standard}
          </Badge>
        ) : (
          <Badge color="red" variant="light">
            {t('migration.facts.no_standard')}
          </Badge>
        )}
      </Group>
      {facts.standard === null ? (
        <Alert color="red">{t('migration.not_nft_contract')}</Alert>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4}>
            {rows.map(([label, value]) => (
              <Text key={label} size="sm">
                <Text span c="dimmed">
                  {label}:
                </Text>{' '}
                {value}
              </Text>
            ))}
          </SimpleGrid>
          <Alert color={check.control === 'owner' ? 'teal' : 'blue'} data-control-proof={check.control}>
            {check.control === 'owner'
              ? t('migration.control_owner')
              : check.deployerIsYou || facts.deployer === null
                ? t('migration.control_deployer_sign')
                : t('migration.control_deployer_other', { deployer: shortAddress(facts.deployer) })}
          </Alert>
        </>
      )}
    </Stack>
  );
}

import { Table } from '@mantine/core';
import type { MigrationContractFacts } from '@nft/api-contract';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../../components/ui/scroll-table';

type FactsProps = { stored: MigrationContractFacts; live: MigrationContractFacts | undefined };

const keys = ['standard', 'name', 'symbol', 'owner', 'totalSupply', 'deployer', 'deploymentBlock'] as const;

/** The contract's facts as read when the request was made, beside the chain's answer now (a change is worth a look). */
export function ContractFactsTable({ stored, live }: FactsProps) {
  const { t } = useTranslation('studio');
  // A null owner() is a contract without one (not Ownable); any other null is a fact the chain could not give.
  const show = (key: (typeof keys)[number], value: string | number | null) =>
    value !== null ? String(value) : key === 'owner' ? t('admin.migrations.no_owner') : t('admin.migrations.unknown');
  return (
    <ScrollTable minWidth={480}>
      <Table withTableBorder striped fz="sm" data-contract-facts>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th>{t('admin.migrations.at_request')}</Table.Th>
            <Table.Th>{t('admin.migrations.now')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key) => (
            <Table.Tr key={key} data-fact={key}>
              <Table.Th>{t(`admin.migrations.facts.${key}`)}</Table.Th>
              <Table.Td style={{ wordBreak: 'break-all' }}>{show(key, stored[key])}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }} data-live>
                {live ? show(key, live[key]) : '…'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

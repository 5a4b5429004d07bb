import type { OrderBuildResponse } from '@nft/api-contract';
import { Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBasisPoints } from '../../../lib/price/format-basis-points';
import { formatUnits } from '../../../lib/price/format-price';
import { useChainEntry } from '../hooks/use-chain-entry';

type FeeBreakdownProps = { chain: string; currency: string | undefined; build: OrderBuildResponse; names?: string[] };

/** What each listing pays out, from the API's build (docs/product.md "Trading"): shown before anything is signed. */
export function FeeBreakdown({ chain, currency, build, names }: FeeBreakdownProps) {
  const { t } = useTranslation();
  const unit = useChainEntry(chain).currency(currency);
  const amount = (value: string) => (unit ? `${formatUnits(value, unit.decimals)} ${unit.symbol}` : value);
  return (
    <Stack gap="xs" data-breakdown>
      <Title order={3} size="h5">
        {t('sell.breakdown.title')}
      </Title>
      {build.breakdown.map((entry, index) => (
        <div key={index} data-breakdown-item={index}>
          {build.breakdown.length > 1 && (
            <Text size="sm" fw={600}>
              {names?.[index] ?? t('sell.breakdown.item', { index: index + 1 })}
            </Text>
          )}
          <Table withRowBorders={false} verticalSpacing={2}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>{t('sell.breakdown.price')}</Table.Td>
                <Table.Td ta="right" data-breakdown-price>
                  {amount(entry.price)}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>{t('sell.breakdown.fee', { percent: formatBasisPoints(entry.marketplaceFeeBps) })}</Table.Td>
                <Table.Td ta="right" data-breakdown-fee>
                  − {amount(entry.marketplaceFee)}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>{t('sell.breakdown.royalty', { percent: formatBasisPoints(entry.royaltyBps) })}</Table.Td>
                <Table.Td ta="right" data-breakdown-royalty>
                  − {amount(entry.royalty)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Divider my={4} />
          <Group justify="space-between" px="xs">
            <Text fw={700}>{t('sell.breakdown.receive')}</Text>
            <Text fw={700} data-breakdown-receive>
              {amount(entry.sellerReceives)}
            </Text>
          </Group>
        </div>
      ))}
    </Stack>
  );
}

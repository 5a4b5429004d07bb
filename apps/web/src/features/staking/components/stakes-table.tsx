import { Button, Checkbox, Group, Table, Text } from '@mantine/core';
import type { Stake } from '@nft/api-contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayReward, unlocked } from '../model/live-reward';
import { LiveRewardText } from './live-reward-text';

/** The holder's stakes with live rewards; with `onAction`, claim and unstake buttons for the selected ones. */
export function StakesTable({
  stakes,
  onAction,
  busy,
}: {
  stakes: Stake[];
  onAction?: (action: 'claim' | 'unstake', stakes: Stake[]) => void;
  busy?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [selected, setSelected] = useState<string[]>([]);
  const chosen = stakes.filter((s) => selected.includes(s.stakeId));
  const claimable = chosen.filter(unlocked);
  if (stakes.length === 0) return <Text c="dimmed">{t('staking.no_stakes')}</Text>;
  return (
    <>
      <Table striped data-stakes-table>
        <Table.Thead>
          <Table.Tr>
            {onAction && <Table.Th />}
            <Table.Th>{t('staking.nft')}</Table.Th>
            <Table.Th>{t('staking.amount')}</Table.Th>
            <Table.Th>{t('staking.staked_at')}</Table.Th>
            <Table.Th>{t('staking.unlock_at')}</Table.Th>
            <Table.Th>{t('staking.expected_reward')}</Table.Th>
            <Table.Th>{t('staking.claimable_reward')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stakes.map((stake) => (
            <Table.Tr key={`${stake.chain}-${stake.stakeId}`} data-stake={stake.stakeId} data-token-id={stake.tokenId}>
              {onAction && (
                <Table.Td>
                  <Checkbox
                    aria-label={t('staking.select')}
                    checked={selected.includes(stake.stakeId)}
                    onChange={(event) => {
                      const checked = event.currentTarget.checked;
                      setSelected((now) => (checked ? [...now, stake.stakeId] : now.filter((id) => id !== stake.stakeId)));
                    }}
                  />
                </Table.Td>
              )}
              <Table.Td>{stake.name ?? `#${stake.tokenId}`}</Table.Td>
              <Table.Td>{stake.quantity}</Table.Td>
              <Table.Td>{new Date(stake.stakedAt).toLocaleString(i18n.language)}</Table.Td>
              <Table.Td>{new Date(stake.unlockAt).toLocaleString(i18n.language)}</Table.Td>
              <Table.Td>
                <LiveRewardText stake={stake} />
              </Table.Td>
              <Table.Td>{unlocked(stake) ? <LiveRewardText stake={stake} /> : displayReward(0n, stake.rewardToken.decimals)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {onAction && (
        <Group>
          <Button disabled={claimable.length === 0} loading={busy} onClick={() => onAction('claim', claimable)} data-action="claim">
            {t('staking.claim')}
          </Button>
          <Button
            variant="light"
            disabled={chosen.length === 0}
            loading={busy}
            onClick={() => onAction('unstake', chosen)}
            data-action="unstake"
          >
            {t('staking.unstake')}
          </Button>
        </Group>
      )}
    </>
  );
}

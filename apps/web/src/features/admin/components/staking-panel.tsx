import { Badge, Button, Group, NativeSelect, Paper, Progress, Stack, Table, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseUnits } from 'viem';
import type { AdminStakingActivity } from '@nft/api-contract';
import { useChainRegistry } from '../../../lib/chain-registry/use-chain-registry';
import { useLockPeriodText } from '../../../lib/lock-period/use-lock-period-text';
import { formatUnits } from '../../../lib/price/format-price';
import { shortAddress } from '../../../lib/short-address';
import { useAdminCollections } from '../hooks/use-admin-lists';
import { useAdminStakingAction, useAdminStakingActivities } from '../hooks/use-admin-staking';
import { AdminListTable } from './admin-list-table';
import { StakingDetailsDialog } from './staking-details-dialog';

const evmAddress = /^0x[0-9a-fA-F]{40}$/;
const localInput = (at: Date) => new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/**
 * Staking (docs/product.md "Operator console", docs/decisions/041-staking-in-the-product.md): every chain's activities
 * with their totals; create and fund one, or withdraw the unallocated reward after the end, from the operator's wallet.
 */
export function StakingPanel() {
  const { t } = useTranslation('studio');
  const list = useAdminStakingActivities();
  const withdraw = useAdminStakingAction();
  const items = list.data?.items ?? [];
  const [editing, setEditing] = useState<AdminStakingActivity | null>(null);
  const lockText = useLockPeriodText();
  const amount = (a: AdminStakingActivity, { value }: { value: string }) => formatUnits(value, a.rewardToken.decimals);
  const withdrawable = (a: AdminStakingActivity) => a.status === 'finished' && a.unallocated !== null && BigInt(a.unallocated.value) > 0n;

  return (
    <Stack data-testid="admin-staking">
      <CreateActivityForm />
      <Title order={3}>{t('admin.staking.activities')}</Title>
      <AdminListTable
        minWidth={900}
        striped
        data-testid="admin-staking-activities"
        list={list}
        columns={[
          t('admin.staking.activity'),
          t('admin.staking.status'),
          t('admin.staking.funded'),
          t('admin.staking.remaining'),
          t('admin.staking.unallocated'),
          t('admin.staking.total_staked'),
          t('admin.staking.stakers'),
          t('admin.staking.period'),
          t('admin.staking.lock'),
          null,
        ]}
        rows={items.map((a) => (
          <Table.Tr key={`${a.chain}:${a.id}`} data-testid={`admin-staking-${a.chain}-${a.id}`}>
            <Table.Td>
              <Text size="sm" fw={500} data-admin-staking-title>
                {a.title}
              </Text>
              <Text size="xs" c="dimmed">
                {a.chainName} #{a.id}
              </Text>
              <Text size="xs" c="dimmed">
                {a.collections.map((c) => c.name ?? shortAddress(c.contractAddress)).join(', ')}
              </Text>
            </Table.Td>
            <Table.Td>
              <Badge color={a.status === 'ongoing' ? 'green' : 'gray'}>{t(`admin.staking.statuses.${a.status}`)}</Badge>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {amount(a, a.reward)} {a.rewardToken.symbol}
            </Table.Td>
            <Table.Td>{amount(a, a.remaining)}</Table.Td>
            <Table.Td>{a.unallocated ? amount(a, a.unallocated) : t('admin.staking.unknown')}</Table.Td>
            <Table.Td>{a.totalStaked}</Table.Td>
            <Table.Td>{a.stakers}</Table.Td>
            <Table.Td>
              <Text size="xs">
                {new Date(a.startsAt).toLocaleString()} – {new Date(a.endsAt).toLocaleString()}
              </Text>
            </Table.Td>
            <Table.Td>{lockText(a.lockPeriodSeconds)}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="default" onClick={() => setEditing(a)}>
                  {t('admin.staking.edit')}
                </Button>
                {withdrawable(a) && (
                  <Button
                    size="xs"
                    loading={withdraw.isPending && withdraw.variables?.kind === 'withdraw' && withdraw.variables.activityId === a.id}
                    disabled={withdraw.isPending}
                    onClick={() => withdraw.mutate({ kind: 'withdraw', chain: a.chain, activityId: a.id })}
                  >
                    {t('admin.staking.withdraw')}
                  </Button>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      />
      {editing && <StakingDetailsDialog key={`${editing.chain}:${editing.id}`} activity={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

function CreateActivityForm() {
  const { t } = useTranslation('studio');
  const registry = useChainRegistry();
  const chains = (registry.data?.chains ?? []).filter((c) => c.family === 'evm' && c.active && c.stakeContract);
  const [chain, setChain] = useState('');
  const current = chains.find((c) => c.symbol === chain) ?? chains[0];
  const tokens = (current?.paymentTokens ?? []).filter((token) => !token.native);
  const [token, setToken] = useState('');
  const rewardToken = tokens.find((candidate) => candidate.address === token) ?? tokens[0];
  const known = useAdminCollections('');
  const collectionOptions = [
    ...new Set(
      (known.data?.pages.flatMap((page) => page.items) ?? [])
        .filter((c) => c.chain === current?.symbol && c.contractAddress)
        .map((c) => c.contractAddress!.toLowerCase()),
    ),
  ];
  const [collections, setCollections] = useState<string[]>([]);
  const [amount, setAmount] = useState('');
  const [startsAt, setStartsAt] = useState(() => localInput(new Date(Date.now() + 10 * 60_000)));
  const [endsAt, setEndsAt] = useState(() => localInput(new Date(Date.now() + 7 * 86_400_000)));
  const [lock, setLock] = useState('3600');
  const [cap, setCap] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useAdminStakingAction(() => {
    setAmount('');
    setCollections([]);
  });

  const submit = () => {
    setError(null);
    if (!current || !rewardToken) return setError(t('admin.staking.errors.no_chain'));
    if (collections.length === 0 || collections.some((c) => !evmAddress.test(c))) return setError(t('admin.staking.errors.collections'));
    let base: bigint;
    try {
      base = parseUnits(amount.trim(), rewardToken.decimals);
    } catch {
      return setError(t('admin.staking.errors.amount'));
    }
    if (base <= 0n) return setError(t('admin.staking.errors.amount'));
    const start = new Date(startsAt);
    const end = new Date(endsAt);
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start) return setError(t('admin.staking.errors.period'));
    if (!/^\d+$/.test(lock) || (cap !== '' && !/^\d+$/.test(cap))) return setError(t('admin.staking.errors.numbers'));
    create.mutate({
      kind: 'create',
      chain: current.symbol,
      collections: collections.map((c) => c.toLowerCase()),
      rewardToken: rewardToken.address.toLowerCase(),
      amount: base.toString(),
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
      lockPeriodSeconds: Number(lock),
      ...(cap !== '' ? { maxStaked: cap } : {}),
    });
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack data-testid="admin-staking-create">
        <Title order={3}>{t('admin.staking.create_title')}</Title>
        <Text size="sm" c="dimmed">
          {t('admin.staking.create_hint')}
        </Text>
        <Group grow align="flex-start">
          <NativeSelect
            label={t('admin.staking.chain')}
            value={current?.symbol ?? ''}
            onChange={(event) => setChain(event.currentTarget.value)}
            data={chains.map((c) => ({ value: c.symbol, label: c.chainName }))}
          />
          <NativeSelect
            label={t('admin.staking.reward_token')}
            value={rewardToken?.address ?? ''}
            onChange={(event) => setToken(event.currentTarget.value)}
            data={tokens.map((c) => ({ value: c.address, label: c.symbol }))}
          />
          <TextInput
            label={t('admin.staking.amount')}
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            inputMode="decimal"
            data-field="amount"
          />
        </Group>
        <TagsInput
          label={t('admin.staking.collections')}
          description={t('admin.staking.collections_hint')}
          data={collectionOptions}
          value={collections}
          onChange={setCollections}
          splitChars={[',', ' ']}
          clearable
          data-field="collections"
        />
        <Group grow align="flex-start">
          <TextInput
            type="datetime-local"
            label={t('admin.staking.starts_at')}
            value={startsAt}
            onChange={(e) => setStartsAt(e.currentTarget.value)}
          />
          <TextInput
            type="datetime-local"
            label={t('admin.staking.ends_at')}
            value={endsAt}
            onChange={(e) => setEndsAt(e.currentTarget.value)}
          />
          <TextInput
            label={t('admin.staking.lock_seconds')}
            value={lock}
            onChange={(e) => setLock(e.currentTarget.value)}
            inputMode="numeric"
          />
          <TextInput
            label={t('admin.staking.cap')}
            placeholder={t('admin.staking.cap_placeholder')}
            value={cap}
            onChange={(e) => setCap(e.currentTarget.value)}
            inputMode="numeric"
          />
        </Group>
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        {create.progress && (
          <Stack gap={4}>
            <Text size="sm">{t('admin.staking.progress', { done: create.progress.done, total: create.progress.total })}</Text>
            <Progress value={(create.progress.done / Math.max(1, create.progress.total)) * 100} />
          </Stack>
        )}
        <Group>
          <Button onClick={submit} loading={create.isPending} data-testid="admin-staking-submit">
            {t('admin.staking.create')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

import { createPublicClient, formatUnits, http, type Address, type PublicClient } from 'viem';
import type { ChainRegistry } from '@nft/chains';
import {
  checkCreateActivity,
  createActivitySteps,
  readActivityFunds,
  readRewardAllowance,
  withdrawUnallocatedStep,
} from '@nft/contracts/staking';
import type { Database } from '@nft/db';
import { AppError } from '@nft/shared';
import type {
  AdminStakingActivity,
  AdminStakingBuildBody,
  AdminStakingBuildResponse,
  AdminStakingDetails,
  AdminStakingDetailsBody,
  Amount,
} from '@nft/api-contract';
import { recordAdminAction, type AdminActor } from '../admin/audit-log';
import * as repo from '../staking/staking.repository';
import type { StakingService } from '../staking/staking.service';

export type AdminStakingService = {
  activities(chain: string | undefined): Promise<{ items: AdminStakingActivity[] }>;
  build(actor: AdminActor, body: AdminStakingBuildBody): Promise<AdminStakingBuildResponse>;
  updateDetails(actor: AdminActor, chain: string, id: string, body: AdminStakingDetailsBody): Promise<AdminStakingDetails>;
};

export type AdminStakingServiceDeps = {
  db: Database;
  chains: ChainRegistry;
  staking: StakingService;
  rpcTimeoutMs: number;
  now?: () => Date;
};

/**
 * The operator console's staking (docs/product.md "Operator console", docs/decisions/041-staking-in-the-product.md).
 * The server builds the admin's own wallet transactions with the CLI's builder (@nft/contracts/staking) and records the
 * intent in the audit log (docs/decisions/036-operators-and-audit-log.md); the chain's events, indexed, are the truth.
 */
export function createAdminStakingService({
  db,
  chains,
  staking,
  rpcTimeoutMs,
  now = () => new Date(),
}: AdminStakingServiceDeps): AdminStakingService {
  const clients = new Map<string, PublicClient>();
  const evmChain = (symbol: string) => {
    const chain = chains.all().find((c) => c.symbol === symbol);
    if (!chain || chain.family !== 'evm' || !chain.stakeContract) throw new AppError('unsupported_chain');
    let client = clients.get(symbol);
    if (!client) {
      // No retries: a read waits at most one bound; the console still answers without the chain's figures.
      client = createPublicClient({ transport: http(chain.rpcUrl, { timeout: rpcTimeoutMs, retryCount: 0 }) });
      clients.set(symbol, client);
    }
    return { chain, stakeContract: chain.stakeContract.toLowerCase() as Address, client };
  };
  /** Now on the chain as the staking reads count it: the wall clock, or the newest indexed block when ahead (decision 041). */
  const clock = async (chain: string) => {
    const wall = now();
    const indexed = await repo.chainTime(db, chain);
    return indexed && indexed > wall ? indexed : wall;
  };
  const amount = (value: bigint, decimals: number): Amount => ({ value: value.toString(), display: formatUnits(value, decimals) });

  return {
    async activities(chain) {
      const [ongoing, finished] = await Promise.all([
        staking.activities({ status: 'ongoing', chain, limit: 100 }),
        staking.activities({ status: 'finished', chain, limit: 100 }),
      ]);
      const items = [...ongoing.items, ...finished.items];
      return {
        items: await Promise.all(
          items.map(async (activity) => {
            const row = await repo.findActivity(db, activity.chain, activity.id);
            const decimals = activity.rewardToken.decimals;
            let unallocated: Amount | null = null;
            try {
              const { client } = evmChain(activity.chain);
              const funds = await readActivityFunds(client, activity.stakeContract as Address, BigInt(activity.id));
              unallocated = amount(funds.unallocated, decimals);
            } catch {
              // The chain did not answer: the console shows the figure as unknown.
            }
            return { ...activity, unallocated, withdrawn: amount(BigInt(row?.rewardWithdrawn ?? '0'), decimals) };
          }),
        ),
      };
    },

    async build(actor, body) {
      const { chain, stakeContract, client } = evmChain(body.chain);
      const operator = actor.address.toLowerCase() as Address;
      if (body.kind === 'create') {
        const token = chain.paymentTokens.find((t) => !t.native && t.address.toLowerCase() === body.rewardToken);
        if (!token) throw new AppError('order_currency_invalid');
        const params = {
          stakeContract,
          collections: body.collections as Address[],
          rewardToken: body.rewardToken as Address,
          rewardAmount: BigInt(body.amount),
          startTime: BigInt(Math.floor(Date.parse(body.startsAt) / 1000)),
          endTime: BigInt(Math.floor(Date.parse(body.endsAt) / 1000)),
          lockPeriod: BigInt(body.lockPeriodSeconds),
          maxStaked: BigInt(body.maxStaked ?? '0'),
        };
        const problem = checkCreateActivity(params, BigInt(Math.floor((await clock(body.chain)).getTime() / 1000)));
        if (problem === 'start_in_past') throw new AppError('staking_start_in_past');
        if (problem) throw new AppError('validation_failed');
        // An unreadable allowance counts as none: the wallet then approves first, which is always safe.
        const allowance = await readRewardAllowance(client, params.rewardToken, operator, stakeContract).catch(() => 0n);
        const steps = createActivitySteps(params, allowance);
        await db.transaction((tx) =>
          recordAdminAction(tx, {
            actor,
            action: 'staking.create_requested',
            targetType: 'staking_activity',
            targetId: `${body.chain}:${stakeContract}`,
            before: null,
            after: { ...params, rewardTokenSymbol: token.symbol, approve: steps.length > 1 },
          }),
        );
        return { steps };
      }
      const activity = await repo.findActivity(db, body.chain, body.activityId);
      if (!activity) throw new AppError('staking_activity_not_found');
      if (activity.endsAt > (await clock(body.chain))) throw new AppError('staking_not_ended');
      const funds = await readActivityFunds(client, stakeContract, BigInt(body.activityId)).catch(() => undefined);
      if (funds && funds.unallocated === 0n) throw new AppError('staking_nothing_to_withdraw');
      const step = withdrawUnallocatedStep(stakeContract, BigInt(body.activityId), operator);
      await db.transaction((tx) =>
        recordAdminAction(tx, {
          actor,
          action: 'staking.withdraw_requested',
          targetType: 'staking_activity',
          targetId: `${body.chain}:${body.activityId}`,
          before: funds ? { unallocated: funds.unallocated, withdrawn: funds.withdrawn } : null,
          after: { stakeContract, activityId: body.activityId, to: operator },
        }),
      );
      return { steps: [step] };
    },

    updateDetails: (actor, chain, id, body) => updateDetails(db, actor, chain, id, body),
  };
}

/** Names or describes an indexed activity, with the change in the audit log, in one transaction. */
async function updateDetails(
  db: Database,
  actor: AdminActor,
  chain: string,
  id: string,
  body: AdminStakingDetailsBody,
): Promise<AdminStakingDetails> {
  return db.transaction(async (tx) => {
    const before = await repo.lockActivityDetails(tx, chain, id);
    if (!before) throw new AppError('staking_activity_not_found');
    const after = {
      title: body.title ?? before.title,
      description: body.description === undefined ? before.description : body.description,
    };
    await repo.writeActivityDetails(tx, chain, id, after);
    await recordAdminAction(tx, {
      actor,
      action: 'staking.details_updated',
      targetType: 'staking_activity',
      targetId: `${chain}:${id}`,
      before,
      after,
    });
    return { chain, id, ...after };
  });
}

import { z } from 'zod';
import { addressField, limitField, tokenIdField } from '../fields/query-fields';
import { transactionStepSchema } from './orders';

/**
 * Staking (issue 14, docs/decisions/041-staking-in-the-product.md): activities funded on the chain's stake
 * contract, stakes and rewards. Amounts are decimal strings in base units with a display value next to
 * them; rewards are replayed from the indexed logs with the contract's formula, as of `asOf`.
 */

export const stakingStatuses = ['ongoing', 'finished'] as const;
export type StakingStatus = (typeof stakingStatuses)[number];

const chainField = z.string().min(1).max(16).describe("A chain symbol from GET /v1/chains, e.g. 'local1'");
const baseUnits = z.string().regex(/^\d{1,78}$/);
/** The contract's activity id (decimal). */
const activityIdField = z.string().regex(/^[1-9]\d{0,30}$/, 'must be a positive activity id');
const stakeIdField = z.string().regex(/^[1-9]\d{0,30}$/, 'must be a positive stake id');

export const amountSchema = z.object({
  value: baseUnits.describe('Base units'),
  display: z.string().describe("In the reward token's display units"),
});
export type Amount = z.output<typeof amountSchema>;

export const stakingActivitiesQuerySchema = z.object({
  status: z.enum(stakingStatuses).default('ongoing').describe('ongoing: not ended yet (includes upcoming); finished: ended'),
  chain: chainField.optional(),
  limit: limitField,
});
export type StakingActivitiesQuery = z.output<typeof stakingActivitiesQuerySchema>;

export const stakingActivityParamsSchema = z.object({ chain: chainField, id: activityIdField });

export const rewardTokenSchema = z.object({ address: z.string(), symbol: z.string(), decimals: z.number().int() });

export const stakingActivitySchema = z.object({
  chain: z.string(),
  chainName: z.string(),
  id: z.string().describe("The stake contract's activity id"),
  title: z.string().describe("The operator's name for it; 'Staking #<id>' until one is given"),
  description: z.string().nullable().describe("The operator's words about it, or null"),
  stakeContract: z.string(),
  status: z.enum(stakingStatuses),
  collections: z.array(z.object({ contractAddress: z.string(), collectionId: z.number().nullable(), name: z.string().nullable() })),
  rewardToken: rewardTokenSchema,
  reward: amountSchema.describe('Funded at creation'),
  /** Reward not yet released: the part of the period still to come. */
  remaining: amountSchema,
  paid: amountSchema.describe('Claimed by stakers so far'),
  ratePerSecond: baseUnits.describe('Reward released per second while something is staked, base units'),
  totalStaked: baseUnits.describe('Units staked now (an ERC-721 counts 1)'),
  stakers: z.number().int(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  lockPeriodSeconds: z.number().int(),
  maxStaked: baseUnits.nullable().describe('Most units staked at once; null when uncapped'),
  asOf: z.iso.datetime(),
});
export type StakingActivity = z.output<typeof stakingActivitySchema>;

export const stakingActivityListSchema = z.object({ items: z.array(stakingActivitySchema) });

export const stakeSchema = z.object({
  chain: z.string(),
  activityId: z.string(),
  stakeId: z.string().describe("The stake contract's stake id"),
  contractAddress: z.string(),
  tokenId: z.string(),
  name: z.string().nullable(),
  imageUrl: z.string().nullable(),
  staker: z.string(),
  quantity: baseUnits,
  status: z.enum(['staked', 'unstaked']),
  stakedAt: z.iso.datetime(),
  unlockAt: z.iso.datetime(),
  unstakedAt: z.iso.datetime().nullable(),
  lockPeriodSeconds: z.number().int(),
  rewardToken: rewardTokenSchema,
  expectedReward: amountSchema.describe('Accrued and not yet claimed, as of asOf'),
  claimableReward: amountSchema.describe('expectedReward once the lock period has ended, else 0'),
  claimedReward: amountSchema,
  rewardPerSecond: baseUnits.describe('What the stake earns per second now: expected grows by this until the end'),
  endsAt: z.iso.datetime().describe("The activity's end: rewards stop growing there"),
  asOf: z.iso.datetime(),
});
export type Stake = z.output<typeof stakeSchema>;

export const stakingActivityDetailSchema = stakingActivitySchema.extend({
  /** Units staked after each change, oldest first (the chart of total staked over time). */
  history: z.array(z.object({ at: z.iso.datetime(), totalStaked: baseUnits })),
  stakes: z.array(stakeSchema).describe("The signed-in or `staker` holder's stakes in this activity"),
});
export type StakingActivityDetail = z.output<typeof stakingActivityDetailSchema>;

export const stakingActivityQuerySchema = z.object({ staker: addressField.optional().describe('Also list this holder’s stakes') });

export const accountStakesQuerySchema = z.object({
  status: z.enum(['staked', 'unstaked']).default('staked'),
  chain: chainField.optional(),
  limit: limitField,
});
export type AccountStakesQuery = z.output<typeof accountStakesQuerySchema>;

export const accountStakeListSchema = z.object({ items: z.array(stakeSchema) });

export const stakingActions = ['stake', 'claim', 'unstake'] as const;

export const stakingBuildBodySchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('stake'),
    chain: chainField,
    activityId: activityIdField,
    items: z
      .array(
        z.object({
          contractAddress: addressField,
          tokenId: tokenIdField,
          amount: z
            .string()
            .regex(/^[1-9]\d{0,30}$/)
            .default('1')
            .describe('ERC-1155 copies; 1 for ERC-721'),
        }),
      )
      .min(1)
      .max(20),
  }),
  z.object({
    action: z.enum(['claim', 'unstake']),
    chain: chainField,
    stakeIds: z.array(stakeIdField).min(1).max(50),
  }),
]);
export type StakingBuildBody = z.output<typeof stakingBuildBodySchema>;

export const stakingBuildResponseSchema = z.object({
  steps: z
    .array(transactionStepSchema)
    .describe('Transactions to send in order: one safeTransferFrom per NFT to stake, or one claimMany / unstakeMany'),
});
export type StakingBuildResponse = z.output<typeof stakingBuildResponseSchema>;

/**
 * The operator console's staking (docs/product.md "Operator console"): every chain's activities with what the
 * contract still holds, and the admin's own wallet transactions to create and fund one or withdraw its unallocated
 * reward after the end.
 */
export const adminStakingActivitySchema = stakingActivitySchema.extend({
  unallocated: amountSchema
    .nullable()
    .describe('Withdrawable by the operator after the end, read from the stake contract; null when the chain did not answer'),
  withdrawn: amountSchema.describe('Unallocated reward already withdrawn'),
});
export type AdminStakingActivity = z.output<typeof adminStakingActivitySchema>;
export const adminStakingActivityListSchema = z.object({ items: z.array(adminStakingActivitySchema) });

const evmAddressField = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address (0x + 40 hex)')
  .transform((value) => value.toLowerCase());
const secondsField = z.coerce
  .number()
  .int()
  .min(0)
  .max(10 * 365 * 86_400);

export const adminStakingBuildBodySchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('create'),
      chain: chainField,
      collections: z.array(evmAddressField).min(1).max(20).describe('Eligible NFT contract addresses'),
      rewardToken: evmAddressField.describe("An ERC-20 of the chain's currency registry"),
      amount: z
        .string()
        .regex(/^\d{1,78}$/)
        .refine((value) => BigInt(value) > 0n, 'must be more than 0')
        .describe('Reward, base units'),
      startsAt: z.iso.datetime({ offset: true }),
      endsAt: z.iso.datetime({ offset: true }),
      lockPeriodSeconds: secondsField,
      maxStaked: z
        .string()
        .regex(/^\d{1,30}$/)
        .optional()
        .describe('Most units staked at once; omitted or 0 = uncapped'),
    })
    .refine((body) => Date.parse(body.endsAt) > Date.parse(body.startsAt), { message: 'must be after the start', path: ['endsAt'] }),
  z.object({ kind: z.literal('withdraw'), chain: chainField, activityId: activityIdField }),
]);
export type AdminStakingBuildBody = z.output<typeof adminStakingBuildBodySchema>;

export const adminStakingBuildResponseSchema = z.object({
  steps: z
    .array(transactionStepSchema)
    .describe('Send in order from the operator wallet: approve when short, then createActivity; or withdrawUnallocated'),
});
export type AdminStakingBuildResponse = z.output<typeof adminStakingBuildResponseSchema>;

/**
 * What an activity is called and says (the chain's event carries neither): an absent field stays, and an empty or null
 * description clears it. A reorganisation that drops the activity's creation drops these with it.
 */
export const adminStakingDetailsBodySchema = z
  .object({
    title: z.string().trim().min(1).max(120).optional(),
    description: z
      .string()
      .trim()
      .max(2000)
      .nullable()
      .optional()
      .transform((value) => (value === '' ? null : value)),
  })
  .refine((body) => body.title !== undefined || body.description !== undefined, { message: 'give a title or a description' });
export type AdminStakingDetailsBody = z.output<typeof adminStakingDetailsBodySchema>;

export const adminStakingDetailsSchema = z.object({
  chain: z.string(),
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
});
export type AdminStakingDetails = z.output<typeof adminStakingDetailsSchema>;

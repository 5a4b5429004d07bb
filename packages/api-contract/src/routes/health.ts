import { z } from 'zod';

export const chainProbeErrors = ['timeout', 'unreachable', 'rpc_error', 'wrong_chain_id'] as const;
export type ChainProbeError = (typeof chainProbeErrors)[number];

export const chainHealthSchema = z.object({
  symbol: z.string(),
  chainId: z.number().int(),
  reachable: z.boolean(),
  latestBlock: z.number().int().nullable().describe('Height of the latest block; null when the chain did not answer'),
  latencyMs: z.number(),
  error: z.enum(chainProbeErrors).optional(),
});

export const databaseHealthSchema = z.object({
  kind: z.enum(['pglite', 'postgres']),
  ok: z.boolean(),
  latencyMs: z.number(),
  error: z.enum(['timeout', 'unavailable']).optional(),
});

export const healthReportSchema = z.object({
  status: z.enum(['ok', 'degraded']).describe('degraded when the database or any active chain fails its check'),
  database: databaseHealthSchema,
  chains: z.array(chainHealthSchema).describe('One entry per active chain'),
});

export type ChainHealth = z.infer<typeof chainHealthSchema>;
export type DatabaseHealth = z.infer<typeof databaseHealthSchema>;
export type HealthReport = z.infer<typeof healthReportSchema>;

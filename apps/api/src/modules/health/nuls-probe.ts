import { z } from 'zod';
import type { NodeStatus } from './evm-probe';

const bestBlockResponse = z.union([
  z.object({ result: z.object({ height: z.number().int() }) }),
  z.object({ error: z.object({ code: z.unknown(), message: z.string().optional() }) }),
]);

/** A JSON-RPC error answer from a NULS node: the node is up but refused the call. */
export class NulsRpcError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NulsRpcError';
  }
}

/**
 * Asks a NULS public-API node for its best block (docs/nuls.md: `getBestBlockHeader [chainId]`). NULS
 * does not report its chain id back, so the id asked for is the one reported.
 */
export async function probeNulsNode(rpcUrl: string, chainId: number, timeoutMs: number): Promise<NodeStatus> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBestBlockHeader', params: [chainId] }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new NulsRpcError(`HTTP ${response.status}`);
  const body = bestBlockResponse.parse(await response.json());
  if ('error' in body) throw new NulsRpcError(body.error.message ?? 'JSON-RPC error');
  return { chainId, latestBlock: body.result.height };
}

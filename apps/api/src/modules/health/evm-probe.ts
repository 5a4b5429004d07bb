import { createPublicClient, http } from 'viem';

export type NodeStatus = { chainId: number; latestBlock: number };

/** Asks an EVM node for its chain id and latest block, once, without retries. */
export async function probeEvmNode(rpcUrl: string, timeoutMs: number): Promise<NodeStatus> {
  // No retries: a health check reports what the node does now, and must stay within its bound.
  const client = createPublicClient({ transport: http(rpcUrl, { timeout: timeoutMs, retryCount: 0 }) });
  const [chainId, latestBlock] = await Promise.all([client.getChainId(), client.getBlockNumber({ cacheTime: 0 })]);
  return { chainId, latestBlock: Number(latestBlock) };
}

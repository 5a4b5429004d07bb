import { performance } from 'node:perf_hooks';
import type { ChainDefinition } from '@nft/chains';
import { elapsedMs } from '../../lib/elapsed';
import { withTimeout } from '../../lib/with-timeout';
import { probeEvmNode, type NodeStatus } from './evm-probe';
import { probeNulsNode } from './nuls-probe';
import type { ChainHealth, ChainProbeError } from '@nft/api-contract';

/** Checks one chain's node within `timeoutMs`; never throws, failures become `reachable: false`. */
export async function probeChain(chain: ChainDefinition, timeoutMs: number): Promise<ChainHealth> {
  const start = performance.now();
  const base = { symbol: chain.symbol, chainId: chain.chainIdNumber };
  try {
    const node = await withTimeout(askNode(chain, timeoutMs), timeoutMs);
    const latencyMs = elapsedMs(start);
    if (node.chainId !== chain.chainIdNumber)
      return { ...base, reachable: true, latestBlock: node.latestBlock, latencyMs, error: 'wrong_chain_id' };
    return { ...base, reachable: true, latestBlock: node.latestBlock, latencyMs };
  } catch (error) {
    return { ...base, reachable: false, latestBlock: null, latencyMs: elapsedMs(start), error: classify(error) };
  }
}

function askNode(chain: ChainDefinition, timeoutMs: number): Promise<NodeStatus> {
  return chain.family === 'nuls' ? probeNulsNode(chain.rpcUrl, chain.chainIdNumber, timeoutMs) : probeEvmNode(chain.rpcUrl, timeoutMs);
}

// By name, because viem, fetch and withTimeout each have their own timeout error class.
function classify(error: unknown): ChainProbeError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return 'timeout';
  if (name === 'HttpRequestError' || (error instanceof TypeError && error.message === 'fetch failed')) return 'unreachable';
  return 'rpc_error';
}

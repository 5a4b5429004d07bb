import { createPublicClient, http, type PublicClient } from 'viem';

/**
 * JSON-RPC client for one chain; concurrent header reads go out as one batch request. A backfill
 * range's eth_getLogs answer can be tens of MB (viem's default cap would make every big range fail
 * and be split), so the cap is raised but kept.
 */
export function createRpcClient(rpcUrl: string): PublicClient {
  return createPublicClient({
    transport: http(rpcUrl, { batch: { batchSize: 100 }, retryCount: 2, timeout: 60_000, maxResponseBodySize: 256 * 1024 * 1024 }),
  });
}

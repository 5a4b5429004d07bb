import { createPublicClient, http, type PublicClient } from 'viem';

/** JSON-RPC client for one chain; concurrent header reads go out as one batch request. */
export function createRpcClient(rpcUrl: string): PublicClient {
  return createPublicClient({ transport: http(rpcUrl, { batch: { batchSize: 100 }, retryCount: 2 }) });
}

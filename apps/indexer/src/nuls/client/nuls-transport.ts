import { NulsRpcError } from './nuls-rpc-error';

export interface NulsRpcRequest {
  method: string;
  /** Positional, chain id first (docs/nuls.md). */
  params: unknown[];
}

/**
 * Sends one JSON-RPC request and resolves with the parsed response body (the envelope, not its
 * `result`). Replaceable so the client can be driven without HTTP; it must honour `signal`.
 */
export type NulsTransport = (request: NulsRpcRequest, signal: AbortSignal) => Promise<unknown>;

let nextId = 1;

/** JSON-RPC 2.0 over HTTP POST to the configured NULS API endpoint. */
export function httpNulsTransport(url: string): NulsTransport {
  return async ({ method, params }, signal) => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
        signal,
      });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new NulsRpcError(method, 'transport', error instanceof Error ? error.message : 'request failed', { cause: error });
    }
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new NulsRpcError(method, 'malformed', `HTTP ${response.status}: not JSON`, { cause: error });
    }
  };
}

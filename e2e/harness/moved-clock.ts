import type { EmbeddedOptions } from '@nft/embedded';

/**
 * The marketplace's clock for a browser test (startEmbedded's `clock`, docs/decisions/044-contest-data-model-and-phases.md):
 * the real time plus what the test has moved it by. Only this process holds it: no route or variable moves a server's clock.
 */
export type MovedClock = Required<EmbeddedOptions>['clock'] & {
  /** Moves it `ms` ahead. */
  advance(ms: number): void;
};

export function movedClock(): MovedClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
  };
}

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

/** Moves an anvil chain's clock `seconds` ahead and mines a block at the new time; the new block's timestamp (s). */
export async function advanceChain(rpcUrl: string, seconds: number): Promise<number> {
  await rpc(rpcUrl, 'evm_increaseTime', [seconds]);
  await rpc(rpcUrl, 'evm_mine', []);
  const block = (await rpc(rpcUrl, 'eth_getBlockByNumber', ['latest', false])) as { timestamp: string };
  return Number(BigInt(block.timestamp));
}

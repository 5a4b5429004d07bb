import { chainConfigFromEnv, createChainRegistry } from '@nft/chains';
import { vi } from 'vitest';
import { jsonResponse } from './api-response';

export const weth = '0xb2e75efadf9e0d918545b052ee8235cd1536391d';
export const tusd = '0xb940af197fd7a23d97af8f1e96d86cea60ff657f';

/**
 * The real registry of the local chains with the devnet's ERC-20 payment tokens registered (as `startDevnet` does),
 * for the component tests of any feature.
 */
export function localRegistry() {
  const chains = createChainRegistry(chainConfigFromEnv({ LOCAL_CHAINS: 'true' }))
    .toPublic()
    .map((chain) =>
      chain.symbol === 'local1'
        ? {
            ...chain,
            paymentTokens: [
              ...chain.paymentTokens,
              { name: 'Wrapped Ether', symbol: 'WETH', decimals: 18, address: weth, native: false },
              { name: 'Test USD', symbol: 'TUSD', decimals: 6, address: tusd, native: false },
            ],
          }
        : chain,
    );
  return { chains, wallets: [] };
}

export type Answer = { status: number; body: unknown };
export const ok = (data: unknown): Answer => ({ status: 200, body: { code: 200, data } });
export const refused = (status: number, error: string, message: string): Answer => ({ status, body: { code: status, error, message } });

/** Stubs the API: GET /v1/chains answers the registry, `route` the rest; the calls are recorded. */
export function stubApi(
  // An answer may wait (a promise), for a test of what shows while a request is in flight.
  route: (method: string, path: string, body: unknown, query: URLSearchParams) => Answer | undefined | Promise<Answer | undefined>,
) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname + url.search, body });
    const answer =
      url.pathname === '/v1/chains'
        ? ok(localRegistry())
        : ((await route(method, url.pathname, body, url.searchParams)) ?? ok({ items: [], nextCursor: null }));
    return jsonResponse(answer.status, answer.body);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

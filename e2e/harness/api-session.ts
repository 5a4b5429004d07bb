import type { Page } from 'playwright-core';
import { privateKeyToAccount } from 'viem/accounts';
import { sessionKeys } from '../../apps/web/src/lib/session-keys';
import { apiSignIn } from './trading-fixtures';

/** The fields of a chain in GET /v1/chains that a stored session names. */
export type SessionChain = { symbol: string; chainId: string };

/**
 * Signs `key` in through the API (the real EIP-4361 message and signature, POST /v1/login/auth) and puts that
 * session into the tab's session storage before its first page, under the keys the app writes after a sign-in
 * in the wallet UI (the app's own names, imported from apps/web/src/lib/session-keys.ts). The app then starts as
 * after a reload of a signed-in tab (docs/decisions/010-wallet-connection.md): it shows the account and re-attaches
 * the injected wallet when a step needs it. Only the storage of the first page is set: a later sign-out or account
 * switch in the tab stays. The sign-in through the wallet UI has its own tests (e2e/wallet-sign-in.test.ts); the
 * other files start signed in this way, which skips a page load and the connect and sign-in dialogs
 * (docs/decisions/060-ci-in-fifteen-minutes.md). Answers the session token, for the test's own API calls.
 */
export async function startSignedIn(
  page: Page,
  baseUrl: string,
  chain: SessionChain,
  key: `0x${string}`,
  wallet = 'metamask',
): Promise<string> {
  const token = await apiSignIn(baseUrl, key, chain.symbol);
  const stored = {
    [sessionKeys.account]: privateKeyToAccount(key).address,
    [sessionKeys.chainSymbol]: chain.symbol,
    [sessionKeys.walletSymbol]: wallet,
    [sessionKeys.chainId]: chain.chainId,
    [sessionKeys.token]: token,
  };
  await page.addInitScript((entries: Record<string, string>) => {
    const marker = 'e2e-session-stored';
    if (globalThis.sessionStorage.getItem(marker)) return;
    for (const [name, value] of Object.entries(entries)) globalThis.sessionStorage.setItem(name, value);
    globalThis.sessionStorage.setItem(marker, '1');
  }, stored);
  return token;
}

import { onTestFinished } from 'vitest';
import { startSignedIn } from './api-session';
import type { BrowserSuite } from './browser-suite';
import { collectConsoleErrors } from './console-errors';
import { EvmTestWallet } from './wallets/evm-test-wallet';

/**
 * A tab with `key`'s wallet, signed in on the suite's chain `chain` ('local1') through the API and restored
 * like a reloaded signed-in tab (e2e/harness/api-session.ts), at `path`; closed when the test ends. `errors`
 * collects the tab's console errors.
 */
export async function openSignedIn(suite: BrowserSuite, chain: string, key: `0x${string}`, path: string) {
  const info = suite.chain(chain);
  const page = await suite.browser.newPage();
  onTestFinished(() => page.close());
  const errors = collectConsoleErrors(page);
  const wallet = await EvmTestWallet.install(page, {
    chains: [{ chainId: info.chainIdNumber, rpcUrl: info.rpcUrl }],
    privateKeys: [key],
  });
  await startSignedIn(page, suite.server.url, info, key);
  await page.goto(suite.server.url + path);
  return { page, wallet, errors };
}

/// <reference lib="dom" />
// The web app's Content-Security-Policy in Chromium (docs/decisions/024-web-delivery-and-content-security-policy.md):
// the app works under it (pages, media, the chains' RPC, wallet sign-in), and script injected into the
// page does not run and is reported.
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { browserSuite } from './harness/browser-suite';
import { collectConsoleErrors } from './harness/console-errors';
import { connectWallet, sessionSnapshot, signIn } from './harness/wallets/connect-helpers';
import { EvmTestWallet } from './harness/wallets/evm-test-wallet';

// Demo data: explore shows NFT pictures served from the media origin.
const suite = browserSuite({ seedDemoData: true });

type Violation = { directive: string; blocked: string };

/** A fresh tab that records every CSP violation the page reports, from before the app's first script. */
async function open(path: string, options: { wallet?: boolean } = {}) {
  const page = await suite.browser.newPage();
  onTestFinished(() => page.close());
  const errors = collectConsoleErrors(page);
  // Init scripts are run by the browser itself (DevTools protocol), not by the page, so the policy does not apply to them.
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    Object.assign(window, { __violations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
    );
  });
  const local1 = suite.chain('local1');
  const wallet = options.wallet
    ? await EvmTestWallet.install(page, { chains: [{ chainId: local1.chainIdNumber, rpcUrl: local1.rpcUrl }] })
    : undefined;
  const response = await page.goto(suite.server.url + path);
  return { page, errors, wallet, policy: (await response?.headerValue('content-security-policy')) ?? '' };
}

function violations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);
}

describe('the app under its Content-Security-Policy', () => {
  it('renders home and explore with pictures from the media origin, without a single violation', async () => {
    const { page, errors, policy } = await open('/');
    expect(policy).toContain("script-src 'self'");
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto(`${suite.server.url}/market-place`);
    const picture = page.locator(`img[src^="${suite.server.mediaUrl}/"]`).first();
    await picture.waitFor();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('lets the page call the chains it serves (wagmi reads anvil from the browser) and refuses any other origin', async () => {
    const { page } = await open('/');
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    const local1 = suite.chain('local1');
    const chainId = await page.evaluate(async (rpcUrl) => {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      });
      return ((await response.json()) as { result: string }).result;
    }, local1.rpcUrl);
    expect(Number(chainId)).toBe(local1.chainIdNumber);
    // An origin the policy does not name: the browser refuses before any request leaves.
    const outcome = await page.evaluate(() =>
      fetch('http://127.0.0.1:9/steal').then(
        () => 'sent',
        () => 'refused',
      ),
    );
    expect(outcome).toBe('refused');
    await expect.poll(() => violations(page)).toContainEqual({ directive: 'connect-src', blocked: 'http://127.0.0.1:9/steal' });
  });

  it('signs in with a wallet', async () => {
    const { page, wallet, errors } = await open('/', { wallet: true });
    await connectWallet(page, suite.chain('local1').chainName);
    await signIn(page);
    await expect.poll(async () => (await sessionSnapshot(page)).token).toMatch(/.+/);
    expect((await sessionSnapshot(page)).account).toBe(wallet?.address);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('injected script', () => {
  it('does not run an inline script added to the page, and reports it', async () => {
    const { page } = await open('/');
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__pwned = 1';
      document.body.append(script);
    });
    await expect.poll(() => violations(page)).toContainEqual({ directive: 'script-src-elem', blocked: 'inline' });
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  it('does not run an inline event handler injected as HTML (the usual XSS payload)', async () => {
    const { page } = await open('/');
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    await page.evaluate(() => {
      const holder = document.createElement('div');
      holder.innerHTML = '<img src="data:," onerror="window.__pwned = 2">';
      document.body.append(holder);
    });
    await expect.poll(() => violations(page)).toContainEqual({ directive: 'script-src-attr', blocked: 'inline' });
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  it('does not load a script from another origin', async () => {
    const { page } = await open('/');
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'http://127.0.0.1:9/evil.js';
      document.body.append(script);
    });
    await expect.poll(() => violations(page)).toContainEqual({ directive: 'script-src-elem', blocked: 'http://127.0.0.1:9/evil.js' });
  });
});

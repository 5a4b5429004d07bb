import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium: the machine cannot download Playwright's own browser builds. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Headless, sandbox-free (containers run as root) and quiet: no first-run UI, no background
// requests to Google services that would slow tests or fail without internet.
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type BrowserSession = {
  context: BrowserContext;
  /** A new tab; each tab has its own session storage, so tests do not leak state. */
  newPage(): Promise<Page>;
  /** Closes the browser and deletes its profile directory. */
  close(): Promise<void>;
};

export type LaunchOptions = { viewport?: { width: number; height: number } };

/** Starts Chromium on a fresh, throw-away profile. */
export async function launchBrowser(options: LaunchOptions = {}): Promise<BrowserSession> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'nft-e2e-chromium-'));
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: chromiumPath,
      args: chromiumArgs,
      headless: true,
      viewport: options.viewport ?? { width: 1280, height: 800 },
      locale: 'en-US',
    });
  } catch (error) {
    await rm(userDataDir, { recursive: true, force: true });
    throw new Error(`Chromium did not start from ${chromiumPath} (set CHROMIUM_PATH to override)`, { cause: error });
  }
  // Fail a stuck step well inside the test timeout, with Playwright's explanation of what it waited for.
  context.setDefaultTimeout(15_000);
  return {
    context,
    newPage: () => context.newPage(),
    close: async () => {
      try {
        await context.close();
      } finally {
        await rm(userDataDir, { recursive: true, force: true, maxRetries: 3 });
      }
    },
  };
}

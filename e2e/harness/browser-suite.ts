import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type BrowserSession } from './browser';
import { startMarketplace, type MarketplaceOptions, type RunningMarketplace } from './marketplace';

/** A chain as GET /v1/chains lists it (the fields the browser tests need). */
export type ChainInfo = { symbol: string; chainName: string; chainId: string; chainIdNumber: number; rpcUrl: string };

export type BrowserSuite = {
  readonly server: RunningMarketplace;
  readonly browser: BrowserSession;
  /** A chain of the running marketplace by symbol ('local1', 'local2'). */
  chain(symbol: string): ChainInfo;
};

/**
 * One marketplace and one Chromium for a test file: started before its tests, stopped after them.
 * Call it at the top level of the file; read its fields inside hooks and tests.
 */
export function browserSuite(options: MarketplaceOptions): BrowserSuite {
  let server: RunningMarketplace | undefined;
  let browser: BrowserSession | undefined;
  let chains: ChainInfo[] = [];

  beforeAll(async () => {
    server = await startMarketplace(options);
    browser = await launchBrowser();
    const body = (await (await fetch(`${server.url}/v1/chains`)).json()) as { data: { chains: ChainInfo[] } };
    chains = body.data.chains;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} did not start`);
    return value;
  };
  return {
    get server() {
      return started(server, 'marketplace');
    },
    get browser() {
      return started(browser, 'browser');
    },
    chain(symbol) {
      return started(
        chains.find((chain) => chain.symbol === symbol),
        `chain ${symbol}`,
      );
    },
  };
}

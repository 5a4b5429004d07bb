import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error';
import { describeConfig } from './describe-config';
import { loadConfig } from './env';
import { withTradingDefaults } from './with-trading-defaults';

// English-auction settings (docs/decisions/031-english-auctions.md): anti-sniping, the settlement job's
// interval and the settlement account's key per chain, validated with the rest of the API's configuration.
const key = `0x${'ef'.repeat(32)}` as const;
const recipient = '0x52908400098527886E0F7030069857D2E4169EE7' as const;

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('auction configuration', () => {
  it('extends by 600 s and looks for ended auctions every 5 s by default, with no settlement account', () => {
    const config = loadConfig({});
    expect(config.trading.auctions).toEqual({ extensionSeconds: 600, settlementIntervalMs: 5_000 });
    expect(config.secrets.settlementKeys).toEqual({});
  });

  it('AUCTION_EXTENSION_SECONDS=0 turns anti-sniping off; SETTLEMENT_KEYS never reaches the described configuration', () => {
    const config = loadConfig({ AUCTION_EXTENSION_SECONDS: '0', SETTLEMENT_KEYS: JSON.stringify({ bsc: key }) });
    expect(config.trading.auctions.extensionSeconds).toBe(0);
    expect(config.secrets.settlementKeys).toEqual({ bsc: key });
    const described = JSON.stringify(describeConfig(config));
    expect(described).toContain('"auctionSettlement":["bsc"]');
    expect(described).not.toContain('ef'.repeat(32));
  });

  it('lists bad auction settings with the rest and never quotes a key', () => {
    const problems = problemsOf({
      AUCTION_EXTENSION_SECONDS: '-1',
      AUCTION_SETTLEMENT_INTERVAL_MS: '60000',
      SETTLEMENT_KEYS: JSON.stringify({ bsc: `0x${'12'.repeat(31)}`, mars: key }),
      PORT: 'eighty',
    });
    for (const variable of [
      'AUCTION_EXTENSION_SECONDS:',
      'AUCTION_SETTLEMENT_INTERVAL_MS:',
      'SETTLEMENT_KEYS[bsc]:',
      'SETTLEMENT_KEYS',
      'PORT:',
    ])
      expect(problems.join('\n')).toContain(variable);
    expect(problems.join('\n')).not.toContain('12'.repeat(31));
    expect(problemsOf({ SETTLEMENT_KEYS: 'not json' }).join('\n')).toContain('SETTLEMENT_KEYS: must be JSON');
  });

  it('the embedded defaults settle on the local chains with the devnet key unless SETTLEMENT_KEYS names one', () => {
    const other = `0x${'aa'.repeat(32)}` as const;
    const config = withTradingDefaults(loadConfig({ SETTLEMENT_KEYS: JSON.stringify({ local1: other }) }), {
      chains: ['local1', 'local2'],
      feeBps: 250,
      feeRecipient: recipient,
      orderSignerKey: key,
      settlementKey: key,
    });
    expect(config.secrets.settlementKeys).toEqual({ local1: other, local2: key });
  });
});

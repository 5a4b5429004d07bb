import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error';
import { describeConfig } from './describe-config';
import { loadConfig } from './env';
import { withTradingDefaults } from './with-trading-defaults';

const key = `0x${'ab'.repeat(32)}` as const;
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

describe('trading configuration', () => {
  it('charges no fee and has no signer unless configured', () => {
    const config = loadConfig({});
    expect(config.trading.fees).toEqual({});
    expect(config.secrets.orderSignerKey).toBeUndefined();
  });

  it('reads the fee per chain and the signer key, keeping the key out of the described configuration', () => {
    const config = loadConfig({ MARKETPLACE_FEES: JSON.stringify({ bsc: { bps: 250, recipient } }), ORDER_SIGNER_KEY: key });
    expect(config.trading.fees).toEqual({ bsc: { bps: 250, recipient: recipient.toLowerCase() } });
    expect(config.secrets.orderSignerKey).toBe(key);
    expect(JSON.stringify(describeConfig(config))).not.toContain('ab'.repeat(32));
  });

  it('lists every problem at once and never quotes the key', () => {
    const badKey = `0x${'cd'.repeat(31)}`;
    const problems = problemsOf({
      MARKETPLACE_FEES: JSON.stringify({ bsc: { bps: 20_000, recipient: '0x12' }, mars: { bps: 1, recipient } }),
      ORDER_SIGNER_KEY: badKey,
    });
    expect(problems.some((p) => p.startsWith('MARKETPLACE_FEES[bsc][bps]'))).toBe(true);
    expect(problems.some((p) => p.startsWith('MARKETPLACE_FEES[bsc][recipient]'))).toBe(true);
    expect(problems.some((p) => p.startsWith('MARKETPLACE_FEES'))).toBe(true);
    expect(problems.some((p) => p.startsWith('ORDER_SIGNER_KEY: must be a private key'))).toBe(true);
    expect(problems.join('\n')).not.toContain(badKey.slice(2));
    expect(problemsOf({ MARKETPLACE_FEES: '{not json' })).toEqual([expect.stringContaining('MARKETPLACE_FEES: must be JSON')]);
  });

  it('fills in the embedded defaults for the local chains only where nothing was configured', () => {
    const config = loadConfig({ MARKETPLACE_FEES: JSON.stringify({ local2: { bps: 100, recipient } }) });
    const embedded = withTradingDefaults(config, {
      chains: ['local1', 'local2'],
      feeBps: 250,
      feeRecipient: '0x71bE63f3384f5fb98995898A86B02Fb2426c5788',
      orderSignerKey: key,
    });
    expect(embedded.trading.fees).toEqual({
      local1: { bps: 250, recipient: '0x71be63f3384f5fb98995898a86b02fb2426c5788' },
      local2: { bps: 100, recipient: recipient.toLowerCase() },
    });
    expect(embedded.secrets.orderSignerKey).toBe(key);
    const own = `0x${'ef'.repeat(32)}` as const;
    expect(
      withTradingDefaults(loadConfig({ ORDER_SIGNER_KEY: own }), { chains: [], feeBps: 0, feeRecipient: recipient, orderSignerKey: key })
        .secrets.orderSignerKey,
    ).toBe(own);
  });
});

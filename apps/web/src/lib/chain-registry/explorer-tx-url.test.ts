import { describe, expect, it } from 'vitest';
import { explorerTxUrl } from './explorer-tx-url';

const hash = `0x${'ab'.repeat(32)}`;

describe('explorerTxUrl', () => {
  it("writes an EVM explorer's /tx/ page, whether or not its address ends in a slash", () => {
    expect(explorerTxUrl({ blockExplorerUrl: 'https://bscscan.com/', family: 'evm' }, hash)).toBe(`https://bscscan.com/tx/${hash}`);
    expect(explorerTxUrl({ blockExplorerUrl: 'https://bscscan.com', family: 'evm' }, hash)).toBe(`https://bscscan.com/tx/${hash}`);
  });

  it("writes NULScan's own transaction page", () => {
    expect(explorerTxUrl({ blockExplorerUrl: 'https://nulscan.io', family: 'nuls' }, 'a1b2')).toBe(
      'https://nulscan.io/transaction/info?hash=a1b2',
    );
  });

  it('gives no link for a chain without an explorer, or an unknown chain', () => {
    expect(explorerTxUrl({ blockExplorerUrl: '', family: 'evm' }, hash)).toBeNull();
    expect(explorerTxUrl(undefined, hash)).toBeNull();
  });
});

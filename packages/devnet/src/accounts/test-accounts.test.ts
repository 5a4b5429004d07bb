import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { testAccounts, testMnemonic } from './test-accounts';

describe('testAccounts', () => {
  it('are the first ten accounts of the well-known anvil mnemonic', () => {
    expect(testAccounts).toHaveLength(10);
    testAccounts.forEach((account, addressIndex) => {
      expect(mnemonicToAccount(testMnemonic, { addressIndex }).address).toBe(account.address);
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address);
    });
  });
});

import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import {
  devnetFeeRecipient,
  devnetOrderSignerAddress,
  devnetOrderSignerKey,
  devnetSettlementAddress,
  devnetSettlementKey,
  marketplaceAccountIndexes,
} from './marketplace-accounts';
import { testAccounts, testMnemonic } from './test-accounts';

describe('marketplace accounts', () => {
  it('are the anvil mnemonic accounts they claim to be', () => {
    expect(privateKeyToAccount(devnetOrderSignerKey).address).toBe(devnetOrderSignerAddress);
    expect(mnemonicToAccount(testMnemonic, { addressIndex: marketplaceAccountIndexes.orderSigner }).address).toBe(devnetOrderSignerAddress);
    expect(mnemonicToAccount(testMnemonic, { addressIndex: marketplaceAccountIndexes.feeRecipient }).address).toBe(devnetFeeRecipient);
    expect(privateKeyToAccount(devnetSettlementKey).address).toBe(devnetSettlementAddress);
    expect(mnemonicToAccount(testMnemonic, { addressIndex: marketplaceAccountIndexes.settlement }).address).toBe(devnetSettlementAddress);
  });

  it('are none of the funded test accounts and differ from each other', () => {
    const used = new Set(testAccounts.map((account) => account.address));
    expect(used.has(devnetOrderSignerAddress)).toBe(false);
    expect(used.has(devnetFeeRecipient)).toBe(false);
    expect(used.has(devnetSettlementAddress)).toBe(false);
    expect(new Set([devnetOrderSignerAddress, devnetFeeRecipient, devnetSettlementAddress]).size).toBe(3);
  });
});

import { createPublicClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type AnvilProcess } from '../anvil/start-anvil';
import { fundTestAccounts, minimumBalance } from './fund-test-accounts';
import { devnetFeeRecipient, devnetOrderSignerAddress, devnetSettlementAddress } from './marketplace-accounts';

describe('fundTestAccounts on anvil', () => {
  let anvil: AnvilProcess;
  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 });
  });
  afterAll(async () => {
    await anvil?.stop();
  });

  it('gives the settlement account gas money, and leaves the order signer and fee recipient empty', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) });
    // Index 12 lies outside anvil's ten prefunded accounts: only the funding gives it a balance.
    expect(await client.getBalance({ address: devnetSettlementAddress })).toBe(0n);
    await fundTestAccounts(anvil.rpcUrl);
    expect(await client.getBalance({ address: devnetSettlementAddress })).toBeGreaterThanOrEqual(minimumBalance);
    expect(await client.getBalance({ address: devnetOrderSignerAddress })).toBe(0n);
    expect(await client.getBalance({ address: devnetFeeRecipient })).toBe(0n);
  });
});

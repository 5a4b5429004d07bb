import { createPublicClient, createTestClient, http, parseEther } from 'viem';
import { devnetSettlementAddress } from './marketplace-accounts';
import { testAccounts, type TestAccount } from './test-accounts';

/** Below this an account is topped up; long-lived local chains drain accounts over time. */
export const minimumBalance = parseEther('1000');
export const fundedBalance = parseEther('10000');

/**
 * Makes sure every test account, and the auction settlement account (gas for matchAdvancedOrders),
 * can pay for transactions (anvil cheat call, local chains only).
 */
export async function fundTestAccounts(rpcUrl: string, accounts: readonly TestAccount[] = testAccounts): Promise<void> {
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({ transport });
  const testClient = createTestClient({ mode: 'anvil', transport });
  for (const address of [...accounts.map((account) => account.address), devnetSettlementAddress]) {
    if ((await publicClient.getBalance({ address })) < minimumBalance) {
      await testClient.setBalance({ address, value: fundedBalance });
    }
  }
}

import { stableTestTokenAbi, wrappedNativeAbi, type Deployment } from '@nft/contracts';
import { createPublicClient, createWalletClient, http, parseEther, parseUnits, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { deployerAccount, testAccounts, type TestAccount } from './test-accounts';

/** What each test account holds of the local chains' ERC-20s; topped up below half of it. */
export const fundedWrappedNative = parseEther('100');
export const fundedStable = parseUnits('1000000', 6);

/**
 * Gives every test account 100 WETH (a real deposit from the account's own native balance, so the
 * wrapped supply stays backed) and 1,000,000 of the stable token (minted by the deployer). Run after
 * the deployment and after fundTestAccounts; idempotent: a restart tops up only what was spent.
 */
export async function fundPaymentTokens(
  rpcUrl: string,
  deployment: Pick<Deployment, 'wrappedNative' | 'stableToken'>,
  accounts: readonly TestAccount[] = testAccounts,
): Promise<void> {
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({ transport });
  const chainId = await publicClient.getChainId();
  const chain = {
    id: chainId,
    name: 'local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  };
  const balanceOf = (token: Address, owner: Address) =>
    publicClient.readContract({ address: token, abi: wrappedNativeAbi, functionName: 'balanceOf', args: [owner] });
  const deployer = createWalletClient({ account: privateKeyToAccount(deployerAccount.privateKey), chain, transport });
  for (const account of accounts) {
    const wrapped = await balanceOf(deployment.wrappedNative, account.address);
    if (wrapped < fundedWrappedNative / 2n) {
      const wallet = createWalletClient({ account: privateKeyToAccount(account.privateKey), chain, transport });
      const hash = await wallet.writeContract({
        address: deployment.wrappedNative,
        abi: wrappedNativeAbi,
        functionName: 'deposit',
        value: fundedWrappedNative - wrapped,
      });
      await publicClient.waitForTransactionReceipt({ hash });
    }
    const stable = await balanceOf(deployment.stableToken, account.address);
    if (stable < fundedStable / 2n) {
      const hash = await deployer.writeContract({
        address: deployment.stableToken,
        abi: stableTestTokenAbi,
        functionName: 'mint',
        args: [account.address, fundedStable - stable],
      });
      await publicClient.waitForTransactionReceipt({ hash });
    }
  }
}

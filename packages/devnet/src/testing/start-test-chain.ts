import { deployAll, type Deployment } from '@nft/contracts';
import type { Address } from 'viem';
import { devnetOrderSignerAddress } from '../accounts/marketplace-accounts';
import { fundTestAccounts } from '../accounts/fund-test-accounts';
import { deployerAccount } from '../accounts/test-accounts';
import { startAnvil, type AnvilProcess, type StartAnvilOptions } from '../anvil/start-anvil';

export type TestChain = AnvilProcess & { deployment: Deployment };

export type StartTestChainOptions = Partial<Omit<StartAnvilOptions, 'port'>> & {
  /** The zone's order signer; the devnet signer (devnetOrderSignerKey's address) by default. */
  orderSigner?: Address;
};

/**
 * A throw-away anvil on a free port with the marketplace contracts deployed, for one test file:
 * call `stop()` in afterAll. Pass `stateFile` to test what survives a restart.
 */
export async function startTestChain(options: StartTestChainOptions = {}): Promise<TestChain> {
  const { orderSigner = devnetOrderSignerAddress, ...anvilOptions } = options;
  const anvil = await startAnvil({ ...anvilOptions, chainId: anvilOptions.chainId ?? 31337 });
  try {
    await fundTestAccounts(anvil.rpcUrl);
    const deployment = await deployAll({ rpcUrl: anvil.rpcUrl, privateKey: deployerAccount.privateKey, orderSigner });
    return { ...anvil, deployment };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

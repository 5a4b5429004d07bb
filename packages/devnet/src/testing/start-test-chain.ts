import { deployAll, type Deployment } from '@nft/contracts';
import { fundTestAccounts } from '../accounts/fund-test-accounts';
import { deployerAccount } from '../accounts/test-accounts';
import { startAnvil, type AnvilProcess, type StartAnvilOptions } from '../anvil/start-anvil';

export type TestChain = AnvilProcess & { deployment: Deployment };

/**
 * A throw-away anvil on a free port with the marketplace contracts deployed, for one test file:
 * call `stop()` in afterAll. Pass `stateFile` to test what survives a restart.
 */
export async function startTestChain(options: Partial<Omit<StartAnvilOptions, 'port'>> = {}): Promise<TestChain> {
  const anvil = await startAnvil({ ...options, chainId: options.chainId ?? 31337 });
  try {
    await fundTestAccounts(anvil.rpcUrl);
    const deployment = await deployAll({ rpcUrl: anvil.rpcUrl, privateKey: deployerAccount.privateKey });
    return { ...anvil, deployment };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

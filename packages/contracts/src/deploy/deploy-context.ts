import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type Chain,
  type Hash,
  type Hex,
  type PrivateKeyAccount,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { AppError } from '@nft/shared';

export type DeployContext = {
  chain: Chain;
  account: PrivateKeyAccount;
  publicClient: PublicClient<Transport, Chain>;
  walletClient: WalletClient<Transport, Chain, PrivateKeyAccount>;
  /** Waits for the transaction and fails loudly when it reverted. */
  confirm(hash: Hash, what: string): Promise<void>;
};

/** Clients for one deployer on one RPC; the chain id is asked from the node itself. */
export async function createDeployContext(rpcUrl: string, privateKey: Hex): Promise<DeployContext> {
  const transport = http(rpcUrl);
  const chainId = await createPublicClient({ transport }).getChainId();
  const chain = defineChain({
    id: chainId,
    name: `chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const account = privateKeyToAccount(privateKey);
  const publicClient = createPublicClient({ chain, transport });
  const walletClient = createWalletClient({ chain, transport, account });
  const confirm = async (hash: Hash, what: string) => {
    // A minute names the step that hangs, well inside a test hook's limit (viem's own default waits three minutes).
    const receipt = await publicClient.waitForTransactionReceipt({ hash, timeout: 60_000 }).catch((error: unknown) => {
      throw new AppError('service_unavailable', `deployment step not confirmed: ${what}`, { details: { hash }, cause: error });
    });
    if (receipt.status !== 'success') {
      throw new AppError('internal_error', `deployment step reverted: ${what}`, { details: { hash } });
    }
  };
  return { chain, account, publicClient, walletClient, confirm };
}

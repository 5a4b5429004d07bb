import {
  createPublicClient,
  createWalletClient,
  http,
  parseEventLogs,
  type Address,
  type Chain,
  type Hex,
  type HttpTransport,
  type PrivateKeyAccount,
  type PublicClient,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Database } from '@nft/db';
import type { TestChain } from '@nft/devnet/testing';
import { marketplaceErc1155Abi, marketplaceErc721Abi } from '@nft/contracts';
import { signedInAccount, type SignedInAccount } from '../../test-support/signed-in-account';

/** What the order and offer harnesses' wallets share: a devnet key on one anvil chain that mints and approves. */
export type ChainWallet = {
  address: Address;
  account: PrivateKeyAccount;
  client: PublicClient<HttpTransport, Chain>;
  /** Sends a transaction of this key. */
  writer: ReturnType<typeof createWalletClient<HttpTransport, Chain, PrivateKeyAccount>>;
  confirm(hash: Hex): Promise<TransactionReceipt>;
  mint721(royaltyReceiver: Address, royaltyBps: bigint): Promise<bigint>;
  mint1155(copies: bigint, royaltyReceiver: Address, royaltyBps: bigint): Promise<bigint>;
  /** setApprovalForAll(conduit) on the platform ERC-721 or ERC-1155. */
  approveNft(standard: 'ERC-721' | 'ERC-1155', approved?: boolean): Promise<void>;
};

/** `uri` names the minted tokens' metadata (each harness its own). */
export function chainWallet(chain: TestChain, key: Hex, uri: string): ChainWallet {
  const viemChain: Chain = {
    id: chain.chainId,
    name: `anvil ${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  };
  const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) });
  const writer = createWalletClient({ account: privateKeyToAccount(key), chain: viemChain, transport: http(chain.rpcUrl) });
  const address = writer.account.address;
  const { deployment } = chain;
  const confirm = (hash: Hex) => client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  return {
    address,
    account: writer.account,
    client,
    writer,
    confirm,
    async mint721(royaltyReceiver, royaltyBps) {
      const hash = await writer.writeContract({
        address: deployment.erc721,
        abi: marketplaceErc721Abi,
        functionName: 'mint',
        args: [address, uri, royaltyReceiver, royaltyBps],
      });
      const [minted] = parseEventLogs({ abi: marketplaceErc721Abi, eventName: 'Transfer', logs: (await confirm(hash)).logs });
      return minted!.args.tokenId;
    },
    async mint1155(copies, royaltyReceiver, royaltyBps) {
      const hash = await writer.writeContract({
        address: deployment.erc1155,
        abi: marketplaceErc1155Abi,
        functionName: 'mint',
        args: [address, copies, `${uri}-1155`, royaltyReceiver, royaltyBps],
      });
      const [minted] = parseEventLogs({ abi: marketplaceErc1155Abi, eventName: 'TransferSingle', logs: (await confirm(hash)).logs });
      return minted!.args.id;
    },
    async approveNft(standard, approved = true) {
      const hash =
        standard === 'ERC-721'
          ? await writer.writeContract({
              address: deployment.erc721,
              abi: marketplaceErc721Abi,
              functionName: 'setApprovalForAll',
              args: [deployment.conduit, approved],
            })
          : await writer.writeContract({
              address: deployment.erc1155,
              abi: marketplaceErc1155Abi,
              functionName: 'setApprovalForAll',
              args: [deployment.conduit, approved],
            });
      await confirm(hash);
    },
  };
}

/** Signs an address in once per harness and hands the same session to every later caller. */
export function sessionsOf(db: Database): (address: string) => Promise<SignedInAccount> {
  const sessions = new Map<string, Promise<SignedInAccount>>();
  return (address) => {
    const lower = address.toLowerCase();
    let session = sessions.get(lower);
    if (!session) {
      session = signedInAccount(db, lower);
      sessions.set(lower, session);
    }
    return session;
  };
}

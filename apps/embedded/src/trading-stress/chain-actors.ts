import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  parseEventLogs,
  type Address,
  type Hex,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { marketplaceErc721Abi } from '@nft/contracts';
import type { Deployment } from '@nft/contracts';

type Transaction = { to: string; data: string; value: string };

/** A funded test key on one anvil chain: mints, the conduit approval and raw transactions, each waited for. */
export function chainActor(chain: { rpcUrl: string; chainId: number; deployment: Deployment }, key: Hex) {
  const viemChain = defineChain({
    id: chain.chainId,
    name: 'local1',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  });
  const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) });
  const account = privateKeyToAccount(key);
  const writer = createWalletClient({ account, chain: viemChain, transport: http(chain.rpcUrl) });
  const confirm = (hash: Hex) => client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  // One transaction leaves at a time: each send reads the account's pending nonce, and two sends in flight together
  // read the same one (the second then fails "nonce too low"). The receipts are still waited for side by side.
  let sending: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(submit: () => Promise<T>): Promise<T> => {
    const turn = sending.then(submit, submit);
    sending = turn.catch(() => undefined);
    return turn;
  };
  return {
    account,
    address: account.address,
    async mint721(royaltyReceiver: Address): Promise<bigint> {
      const hash = await writer.writeContract({
        address: chain.deployment.erc721,
        abi: marketplaceErc721Abi,
        functionName: 'mint',
        args: [account.address, 'ipfs://trading-stress', royaltyReceiver, 500n],
      });
      const [minted] = parseEventLogs({ abi: marketplaceErc721Abi, eventName: 'Transfer', logs: (await confirm(hash)).logs });
      return minted!.args.tokenId;
    },
    async approveConduit(): Promise<void> {
      const hash = await writer.writeContract({
        address: chain.deployment.erc721,
        abi: marketplaceErc721Abi,
        functionName: 'setApprovalForAll',
        args: [chain.deployment.conduit, true],
      });
      await confirm(hash);
    },
    /**
     * Sends a transaction with a fixed gas limit (so a wallet's estimate cannot refuse one that will
     * revert) and answers its receipt, reverted ones too.
     */
    async send(tx: Transaction): Promise<TransactionReceipt> {
      const hash = await inTurn(() =>
        writer.sendTransaction({ to: tx.to as Address, data: tx.data as Hex, value: BigInt(tx.value), gas: 1_000_000n }),
      );
      return confirm(hash);
    },
  };
}

export type ChainActor = ReturnType<typeof chainActor>;

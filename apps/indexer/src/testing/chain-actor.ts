import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  parseEventLogs,
  type Address,
  type Chain,
  type Hex,
  type PublicClient,
  type TestClient,
  type TransactionReceipt,
  type Transport,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { marketplaceErc1155Abi, marketplaceErc721Abi, type Deployment } from '@nft/contracts';

type Mint = Promise<{ tokenId: bigint; receipt: TransactionReceipt }>;

/** Written out: declaration emit (tsc -b, decision 026) cannot name viem's inferred client types. */
export type ChainActor = {
  client: PublicClient<Transport, Chain>;
  test: TestClient<'anvil', Transport, Chain>;
  mint721(key: Hex, uri: string): Mint;
  transfer721(key: Hex, to: Address, tokenId: bigint): Promise<TransactionReceipt>;
  burn721(key: Hex, tokenId: bigint): Promise<TransactionReceipt>;
  mint1155(key: Hex, amount: bigint, uri: string): Mint;
  batchTransfer1155(key: Hex, to: Address, ids: bigint[], amounts: bigint[]): Promise<TransactionReceipt>;
  approveAll(key: Hex, contract: Address, operator: Address, approved: boolean): Promise<TransactionReceipt>;
  blockNumber(): Promise<number>;
};

/**
 * Drives the platform contracts of one test chain the way users would, from outside the indexer:
 * every call sends a real transaction and waits for its receipt.
 */
export function chainActor(rpcUrl: string, chainId: number, deployment: Deployment): ChainActor {
  const chain = {
    id: chainId,
    name: `test-${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  };
  const transport = http(rpcUrl);
  const client = createPublicClient({ chain, transport });
  const test = createTestClient({ chain, transport, mode: 'anvil' });
  const wallet = (key: Hex) => createWalletClient({ account: privateKeyToAccount(key), chain, transport });

  async function confirm(hash: Hex): Promise<TransactionReceipt> {
    // anvil mines each transaction at once; the timeout (viem's default is 180 s, past the test's own 60 s) makes a
    // lost receipt fail as such, naming the transaction, instead of as the test's timeout.
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: 30_000 });
    if (receipt.status !== 'success') throw new Error(`transaction reverted: ${hash}`);
    return receipt;
  }

  return {
    client,
    test,
    async mint721(key: Hex, uri: string): Promise<{ tokenId: bigint; receipt: TransactionReceipt }> {
      const w = wallet(key);
      const receipt = await confirm(
        await w.writeContract({
          address: deployment.erc721,
          abi: marketplaceErc721Abi,
          functionName: 'mint',
          args: [w.account.address, uri, w.account.address, 0n],
        }),
      );
      const [minted] = parseEventLogs({ abi: marketplaceErc721Abi, eventName: 'Minted', logs: receipt.logs });
      return { tokenId: minted!.args.tokenId, receipt };
    },
    async transfer721(key: Hex, to: Address, tokenId: bigint): Promise<TransactionReceipt> {
      const w = wallet(key);
      return confirm(
        await w.writeContract({
          address: deployment.erc721,
          abi: marketplaceErc721Abi,
          functionName: 'transferFrom',
          args: [w.account.address, to, tokenId],
        }),
      );
    },
    async burn721(key: Hex, tokenId: bigint): Promise<TransactionReceipt> {
      return confirm(
        await wallet(key).writeContract({ address: deployment.erc721, abi: marketplaceErc721Abi, functionName: 'burn', args: [tokenId] }),
      );
    },
    async mint1155(key: Hex, amount: bigint, uri: string): Promise<{ tokenId: bigint; receipt: TransactionReceipt }> {
      const w = wallet(key);
      const receipt = await confirm(
        await w.writeContract({
          address: deployment.erc1155,
          abi: marketplaceErc1155Abi,
          functionName: 'mint',
          args: [w.account.address, amount, uri, w.account.address, 0n],
        }),
      );
      const [minted] = parseEventLogs({ abi: marketplaceErc1155Abi, eventName: 'Minted', logs: receipt.logs });
      return { tokenId: minted!.args.tokenId, receipt };
    },
    async batchTransfer1155(key: Hex, to: Address, ids: bigint[], amounts: bigint[]): Promise<TransactionReceipt> {
      const w = wallet(key);
      return confirm(
        await w.writeContract({
          address: deployment.erc1155,
          abi: marketplaceErc1155Abi,
          functionName: 'safeBatchTransferFrom',
          args: [w.account.address, to, ids, amounts, '0x'],
        }),
      );
    },
    async approveAll(key: Hex, contract: Address, operator: Address, approved: boolean): Promise<TransactionReceipt> {
      return confirm(
        await wallet(key).writeContract({
          address: contract,
          abi: marketplaceErc721Abi,
          functionName: 'setApprovalForAll',
          args: [operator, approved],
        }),
      );
    },
    async blockNumber(): Promise<number> {
      return Number(await client.getBlockNumber({ cacheTime: 0 }));
    },
  };
}

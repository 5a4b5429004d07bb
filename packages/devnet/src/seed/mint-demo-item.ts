import { createPublicClient, createWalletClient, http, parseEventLogs, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { marketplaceErc1155Abi, marketplaceErc721Abi } from '@nft/contracts';
import type { DevnetChain } from '../devnet/start-devnet';

export interface MintRequest {
  chain: DevnetChain;
  creatorKey: Hex;
  tokenUri: string;
  royaltyBps: number;
  /** 1 mints on the ERC-721 platform contract; more mints that many ERC-1155 copies. */
  copies: number;
}

export interface MintedToken {
  contractAddress: Address;
  standard: 'ERC-721' | 'ERC-1155';
  tokenId: bigint;
  txHash: Hex;
  /** The standard Transfer/TransferSingle log of the mint: the one an indexer records as the mint. */
  transferLogIndex: number;
  blockNumber: bigint;
  blockHash: Hex;
  timestamp: Date;
}

/** Mints one token from the creator's own wallet, exactly as the Create NFT screen will, and reads the result from the receipt. */
export async function mintDemoItem({ chain, creatorKey, tokenUri, royaltyBps, copies }: MintRequest): Promise<MintedToken> {
  const account = privateKeyToAccount(creatorKey);
  const transport = http(chain.rpcUrl);
  const viemChain = {
    id: chain.chainId,
    name: chain.symbol,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  };
  const wallet = createWalletClient({ account, chain: viemChain, transport });
  const client = createPublicClient({ chain: viemChain, transport });
  const erc721 = copies === 1;
  const txHash = erc721
    ? await wallet.writeContract({
        address: chain.deployment.erc721,
        abi: marketplaceErc721Abi,
        functionName: 'mint',
        args: [account.address, tokenUri, account.address, BigInt(royaltyBps)],
      })
    : await wallet.writeContract({
        address: chain.deployment.erc1155,
        abi: marketplaceErc1155Abi,
        functionName: 'mint',
        args: [account.address, BigInt(copies), tokenUri, account.address, BigInt(royaltyBps)],
      });
  const receipt = await client.waitForTransactionReceipt({ hash: txHash });
  if (receipt.status !== 'success') throw new Error(`demo mint reverted: ${txHash}`);
  const [minted] = parseEventLogs({ abi: erc721 ? marketplaceErc721Abi : marketplaceErc1155Abi, eventName: 'Minted', logs: receipt.logs });
  if (!minted) throw new Error(`no Minted event in ${txHash}`);
  const transfer = parseEventLogs({
    abi: erc721 ? marketplaceErc721Abi : marketplaceErc1155Abi,
    eventName: erc721 ? 'Transfer' : 'TransferSingle',
    logs: receipt.logs,
  })[0];
  if (!transfer) throw new Error(`no transfer event in ${txHash}`);
  const block = await client.getBlock({ blockHash: receipt.blockHash });
  return {
    contractAddress: minted.address,
    standard: erc721 ? 'ERC-721' : 'ERC-1155',
    tokenId: minted.args.tokenId,
    txHash,
    transferLogIndex: transfer.logIndex,
    blockNumber: receipt.blockNumber,
    blockHash: receipt.blockHash,
    timestamp: new Date(Number(block.timestamp) * 1000),
  };
}

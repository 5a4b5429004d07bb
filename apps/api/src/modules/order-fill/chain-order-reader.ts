import { createPublicClient, erc20Abi, http, parseAbi, type Address, type Hex, type PublicClient } from 'viem';
import { seaportAbi } from '@nft/contracts/abi';
import { AppError } from '@nft/shared';
import { withTimeout } from '../../lib/with-timeout';
import { contractAnswer } from '../orders/chain-read';
import type { ChainOrderState } from './fill-eligibility';

export type ChainOrderReader = {
  /** Seaport's status of an order and its maker's current counter. */
  orderState(seaport: Address, orderHash: Hex, maker: Address): Promise<ChainOrderState>;
  /** The latest block's timestamp: the earliest time a fill sent now can be mined at (the value is priced for it). */
  chainTime(): Promise<bigint>;
  /** How much of `token` the buyer lets Seaport spend (ERC-20 payments). */
  allowance(token: Address, owner: Address, spender: Address): Promise<bigint>;
};

/** What accepting an offer reads of the accepting owner (docs/product.md "Offers"). */
export type NftOwnerReader = {
  /** How many copies of an NFT `owner` holds (0 or 1 for ERC-721; a burned token holds none): accepting an offer. */
  nftHolding(standard: 'ERC-721' | 'ERC-1155', token: Address, tokenId: bigint, owner: Address): Promise<bigint>;
  /** Whether `operator` (the marketplace conduit) may move the owner's NFTs of `token`. */
  approvedForAll(token: Address, owner: Address, operator: Address): Promise<boolean>;
  /** The offer maker's balance of the ERC-20 they offer. */
  erc20Balance(token: Address, holder: Address): Promise<bigint>;
};

const nftAbi = parseAbi([
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function balanceOf(address owner, uint256 id) view returns (uint256)',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
]);

/**
 * Reads one chain through its RPC URL, fail closed: if the node cannot answer in time the fill is
 * refused with 503 rather than authorised on the book's word alone.
 */
export function createChainOrderReader(rpcUrl: string, timeoutMs: number): ChainOrderReader & NftOwnerReader {
  // No retries: the whole read must stay inside its bound.
  const client: PublicClient = createPublicClient({ transport: http(rpcUrl, { timeout: timeoutMs, retryCount: 0 }) });
  async function bounded<T>(work: Promise<T>): Promise<T> {
    try {
      return await withTimeout(work, timeoutMs);
    } catch (error) {
      throw new AppError('service_unavailable', undefined, { cause: error });
    }
  }
  return {
    async orderState(seaport, orderHash, maker) {
      const [[, cancelled, totalFilled, totalSize], makerCounter] = await bounded(
        Promise.all([
          client.readContract({ address: seaport, abi: seaportAbi, functionName: 'getOrderStatus', args: [orderHash] }),
          client.readContract({ address: seaport, abi: seaportAbi, functionName: 'getCounter', args: [maker] }),
        ]),
      );
      return { cancelled, totalFilled, totalSize, makerCounter };
    },
    async chainTime() {
      return (await bounded(client.getBlock({ blockTag: 'latest' }))).timestamp;
    },
    allowance(token, owner, spender) {
      return bounded(client.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] }));
    },
    async nftHolding(standard, token, tokenId, owner) {
      if (standard === 'ERC-1155') {
        return bounded(client.readContract({ address: token, abi: nftAbi, functionName: 'balanceOf', args: [owner, tokenId] }));
      }
      // ownerOf reverts for a token that does not exist (burned): nobody holds it then; an unreachable node is a 503.
      const holder = await contractAnswer(
        withTimeout(client.readContract({ address: token, abi: nftAbi, functionName: 'ownerOf', args: [tokenId] }), timeoutMs),
      );
      return holder !== undefined && holder.toLowerCase() === owner.toLowerCase() ? 1n : 0n;
    },
    erc20Balance(token, holder) {
      return bounded(client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] }));
    },
    approvedForAll(token, owner, operator) {
      return bounded(client.readContract({ address: token, abi: nftAbi, functionName: 'isApprovedForAll', args: [owner, operator] }));
    },
  };
}

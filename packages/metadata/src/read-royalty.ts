import { BaseError, createPublicClient, http, HttpRequestError, parseAbi, TimeoutError, zeroAddress, type Address } from 'viem';

const abi = parseAbi([
  'function supportsInterface(bytes4 interfaceId) view returns (bool)',
  'function royaltyInfo(uint256 tokenId, uint256 salePrice) view returns (address receiver, uint256 royaltyAmount)',
]);

/** ERC-165 id of ERC-2981 (`royaltyInfo`). */
export const erc2981InterfaceId = '0x2a55205a';

/** A sale price of 10,000 makes `royaltyInfo` answer in basis points. */
const bpsPrice = 10_000n;

/**
 * A token's ERC-2981 royalty as the chain answers it. `bps: null`: the contract has no usable
 * ERC-2981 (no interface, a revert, or an answer no sale can pay), so the collection's setting applies.
 */
export type ChainRoyaltyRead = { bps: number; receiver: string | null } | { bps: null; receiver: null };

/** Undefined when the chain could not be asked (unknown chain, RPC down): keep what is stored. */
export type RoyaltyReader = (chain: string, contractAddress: string, tokenId: string) => Promise<ChainRoyaltyRead | undefined>;

const noErc2981: ChainRoyaltyRead = { bps: null, receiver: null };

class RpcUnavailable extends Error {}

/** A transport failure says nothing about the contract; anything else (revert, no code, bad data) does. */
function unavailable(error: unknown): boolean {
  return error instanceof BaseError && error.walk((e) => e instanceof HttpRequestError || e instanceof TimeoutError) !== null;
}

/** Reads `royaltyInfo(tokenId, 10000)` after checking ERC-165 support for ERC-2981. */
export function createRoyaltyReader(rpcUrls: Record<string, string>): RoyaltyReader {
  const clients = new Map(
    Object.entries(rpcUrls).map(([chain, url]) => [
      chain,
      createPublicClient({ transport: http(url, { retryCount: 1, timeout: 10_000 }) }),
    ]),
  );
  return async (chain, contractAddress, tokenId) => {
    const client = clients.get(chain);
    if (!client || !/^0x[0-9a-fA-F]{40}$/.test(contractAddress)) return undefined;
    const address = contractAddress as Address;
    const call = <T>(read: Promise<T>) =>
      read.catch((error: unknown) => {
        if (unavailable(error)) throw new RpcUnavailable();
        return undefined;
      });
    try {
      const supported = await call(client.readContract({ address, abi, functionName: 'supportsInterface', args: [erc2981InterfaceId] }));
      if (supported !== true) return noErc2981;
      const info = await call(client.readContract({ address, abi, functionName: 'royaltyInfo', args: [BigInt(tokenId), bpsPrice] }));
      if (!info) return noErc2981;
      const [receiver, amount] = info;
      // More than the whole price cannot be paid: not a royalty any sale could honour.
      if (amount > bpsPrice) return noErc2981;
      if (amount === 0n) return { bps: 0, receiver: null };
      // A royalty to nobody cannot be paid either.
      if (receiver === zeroAddress) return noErc2981;
      return { bps: Number(amount), receiver: receiver.toLowerCase() };
    } catch (error) {
      if (error instanceof RpcUnavailable) return undefined;
      throw error;
    }
  };
}

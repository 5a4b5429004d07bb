import { createPublicClient, http, parseAbi, type Address } from 'viem';

const abi = parseAbi(['function tokenURI(uint256 tokenId) view returns (string)', 'function uri(uint256 id) view returns (string)']);

/** Reads a token's URI from the chain: ERC-721 `tokenURI`, else ERC-1155 `uri`. Undefined when neither answers. */
export type TokenUriReader = (chain: string, contractAddress: string, tokenId: string) => Promise<string | undefined>;

export function createTokenUriReader(rpcUrls: Record<string, string>): TokenUriReader {
  const clients = new Map(
    Object.entries(rpcUrls).map(([chain, url]) => [
      chain,
      createPublicClient({ transport: http(url, { retryCount: 1, timeout: 10_000 }) }),
    ]),
  );
  return async (chain, contractAddress, tokenId) => {
    const client = clients.get(chain);
    if (!client) return undefined;
    const address = contractAddress as Address;
    for (const functionName of ['tokenURI', 'uri'] as const) {
      const uri = await client.readContract({ address, abi, functionName, args: [BigInt(tokenId)] }).then(
        (value) => value,
        // A contract without the function reverts; try the other standard.
        () => undefined,
      );
      if (uri) return uri;
    }
    return undefined;
  };
}

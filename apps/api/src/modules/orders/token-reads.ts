import { parseAbi, zeroAddress, type Address } from 'viem';
import { seaportAbi } from '@nft/contracts/abi';
import { chainRead, contractAnswer } from './chain-read';
import type { TradingChain } from './trading-chain';

export type TokenStandard = 'ERC-721' | 'ERC-1155';

const tokenAbi = parseAbi([
  'function supportsInterface(bytes4 interfaceId) view returns (bool)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function balanceOf(address account, uint256 id) view returns (uint256)',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
  'function royaltyInfo(uint256 tokenId, uint256 salePrice) view returns (address receiver, uint256 amount)',
]);

// ERC-165 interface ids.
const interfaces = { erc721: '0x80ac58cd', erc1155: '0xd9b67a26', erc2981: '0x2a55205a' } as const;

// ERC-165 answers are fixed for a deployed contract (an upgradeable proxy may change them, hence the
// time limit); caching them saves intake three chain reads per order.
const interfaceCacheMs = 10 * 60_000;
const interfaceCacheSize = 10_000;
const interfaceCache = new Map<string, { supported: boolean; at: number }>();

async function supports({ client, symbol }: TradingChain, token: Address, id: `0x${string}`): Promise<boolean> {
  const key = `${symbol}:${token.toLowerCase()}:${id}`;
  const cached = interfaceCache.get(key);
  if (cached && Date.now() - cached.at < interfaceCacheMs) return cached.supported;
  const answer = await contractAnswer(
    client.readContract({ address: token, abi: tokenAbi, functionName: 'supportsInterface', args: [id] }),
  );
  const supported = answer === true;
  if (interfaceCache.size >= interfaceCacheSize) interfaceCache.clear();
  interfaceCache.set(key, { supported, at: Date.now() });
  return supported;
}

/** ERC-721 or ERC-1155 by ERC-165; undefined for anything else (no contract, or neither). */
export async function readTokenStandard(chain: TradingChain, token: Address): Promise<TokenStandard | undefined> {
  const [erc721, erc1155] = await Promise.all([supports(chain, token, interfaces.erc721), supports(chain, token, interfaces.erc1155)]);
  if (erc721 === erc1155) return undefined;
  return erc721 ? 'ERC-721' : 'ERC-1155';
}

/** How many copies `maker` holds (0 or 1 for ERC-721; a burned or unknown token holds none). */
export async function readHolding(
  chain: TradingChain,
  standard: TokenStandard,
  token: Address,
  tokenId: bigint,
  maker: Address,
): Promise<bigint> {
  const { client } = chain;
  if (standard === 'ERC-721') {
    const owner = await contractAnswer(client.readContract({ address: token, abi: tokenAbi, functionName: 'ownerOf', args: [tokenId] }));
    return owner !== undefined && owner.toLowerCase() === maker.toLowerCase() ? 1n : 0n;
  }
  return (
    (await contractAnswer(client.readContract({ address: token, abi: tokenAbi, functionName: 'balanceOf', args: [maker, tokenId] }))) ?? 0n
  );
}

/** Whether the marketplace's conduit may move the maker's tokens of this contract. */
export async function readConduitApproval(chain: TradingChain, token: Address, maker: Address): Promise<boolean> {
  const approved = await contractAnswer(
    chain.client.readContract({ address: token, abi: tokenAbi, functionName: 'isApprovedForAll', args: [maker, chain.conduit] }),
  );
  return approved === true;
}

/** The maker's current Seaport counter (orders signed at any other are refused; docs/security.md row 6). */
export async function readCounter(chain: TradingChain, maker: Address): Promise<bigint> {
  return chainRead(chain.client.readContract({ address: chain.seaport, abi: seaportAbi, functionName: 'getCounter', args: [maker] }));
}

/** The token's ERC-2981 royalty in basis points and its receiver, or null when the contract has no ERC-2981. */
export async function readChainRoyalty(
  chain: TradingChain,
  token: Address,
  tokenId: bigint,
): Promise<{ royaltyBps: number; royaltyReceiver: string | null } | null> {
  if (!(await supports(chain, token, interfaces.erc2981))) return null;
  // Asked for a sale of 10,000 units, a proportional royalty answers its basis points.
  const answer = await contractAnswer(
    chain.client.readContract({ address: token, abi: tokenAbi, functionName: 'royaltyInfo', args: [tokenId, 10_000n] }),
  );
  if (!answer) return null;
  const [receiver, amount] = answer;
  const bps = amount > 10_000n ? 10_000 : Number(amount);
  return { royaltyBps: bps, royaltyReceiver: receiver === zeroAddress ? null : receiver.toLowerCase() };
}

/** The approval the maker still has to send: setApprovalForAll(conduit, true) on the token contract. */
export const setApprovalForAllAbi = parseAbi(['function setApprovalForAll(address operator, bool approved)']);

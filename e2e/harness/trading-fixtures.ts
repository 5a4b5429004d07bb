// Listings made the way an integrator makes them (docs/product.md "Trading"): a seller signs in
// through the API with a test key, asks POST /v1/orders/build what to send and sign, sends the
// approvals and signs the typed data in Node, then posts the order. Browser tests then buy it.
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  parseEventLogs,
  type Address,
  type Hex,
  type PrivateKeyAccount,
  type TypedDataDefinition,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { marketplaceErc1155Abi, marketplaceErc721Abi } from '@nft/contracts/abi';

/** A chain as GET /v1/chains lists it, with the platform contracts the fixtures mint on. */
export type TradingChainInfo = {
  symbol: string;
  chainIdNumber: number;
  rpcUrl: string;
  ERC721Contract: string;
  ERC1155Contract: string;
};

export type MintedNft = { chain: string; contractAddress: string; tokenId: string; standard: 'ERC-721' | 'ERC-1155' };

type Envelope<T> = { code: number; data?: T; error?: string; message?: string };

/** One API call; a failure throws with its code so a broken fixture says why. */
export async function apiCall<T>(baseUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/v1${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code < 200 || envelope.code > 299)
    throw new ApiCallError(response.status, envelope.error ?? 'unknown', `${method} ${path}: ${envelope.message}`);
  return envelope.data as T;
}

export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`${message} (${status} ${code})`);
  }
}

export function chainClients(chain: TradingChainInfo, account?: PrivateKeyAccount) {
  const viemChain = defineChain({
    id: chain.chainIdNumber,
    name: chain.symbol,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  });
  const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) });
  const wallet = account ? createWalletClient({ account, chain: viemChain, transport: http(chain.rpcUrl) }) : undefined;
  return { client, wallet };
}

/** Signs in through the API (EIP-4361 message, personal_sign) and answers the session token. */
export async function apiSignIn(baseUrl: string, key: Hex, chain: string): Promise<string> {
  const account = privateKeyToAccount(key);
  const message = await apiCall<string>(baseUrl, 'POST', '/login/message', { address: account.address, chain });
  const signature = await account.signMessage({ message });
  const session = await apiCall<{ token: string }>(baseUrl, 'POST', '/login/auth', { chain, message, address: account.address, signature });
  return session.token;
}

function dataUri(name: string): string {
  return `data:application/json;base64,${Buffer.from(JSON.stringify({ name, description: 'A browser test of buying' })).toString('base64')}`;
}

/** Mints on the platform contract from the seller's key (one copy: ERC-721; more: ERC-1155), with an ERC-2981 royalty. */
export async function mintNft(
  chain: TradingChainInfo,
  key: Hex,
  options: { name: string; copies?: number; royaltyReceiver: Address; royaltyBps: number },
): Promise<MintedNft> {
  const account = privateKeyToAccount(key);
  const { client, wallet } = chainClients(chain, account);
  const copies = options.copies ?? 1;
  const erc721 = copies === 1;
  const hash = erc721
    ? await wallet!.writeContract({
        address: chain.ERC721Contract as Address,
        abi: marketplaceErc721Abi,
        functionName: 'mint',
        args: [account.address, dataUri(options.name), options.royaltyReceiver, BigInt(options.royaltyBps)],
      })
    : await wallet!.writeContract({
        address: chain.ERC1155Contract as Address,
        abi: marketplaceErc1155Abi,
        functionName: 'mint',
        args: [account.address, BigInt(copies), dataUri(options.name), options.royaltyReceiver, BigInt(options.royaltyBps)],
      });
  const receipt = await client.waitForTransactionReceipt({ hash });
  const [minted] = parseEventLogs({ abi: erc721 ? marketplaceErc721Abi : marketplaceErc1155Abi, eventName: 'Minted', logs: receipt.logs });
  if (!minted) throw new Error(`no Minted event in ${hash}`);
  return {
    chain: chain.symbol,
    contractAddress: minted.address.toLowerCase(),
    tokenId: minted.args.tokenId.toString(),
    standard: erc721 ? 'ERC-721' : 'ERC-1155',
  };
}

export const nftPath = (nft: MintedNft) => `/nft-detail/${nft.chain}/${nft.contractAddress}/${nft.tokenId}`;

/** Waits until the marketplace has indexed the token (its detail answers 200). */
export async function waitForIndexedNft(baseUrl: string, nft: MintedNft): Promise<void> {
  const url = `${baseUrl}/v1/nfts/${nft.chain}/${nft.contractAddress}/${nft.tokenId}`;
  for (let attempt = 0; attempt < 240; attempt++) {
    if ((await fetch(url)).status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the indexer did not show ${url} within a minute`);
}

export type ListingTerms = {
  kind?: 'fixed' | 'declining';
  /** Per copy: an ERC-1155 listing of `quantity` copies costs `quantity` times this. */
  price: string;
  endPrice?: string;
  quantity?: number;
  startTime?: number;
  endTime?: number;
  privateBuyer?: string;
};

type BuildResponse = {
  steps: { to: string; data: string; value: string }[];
  signature: { domain: Record<string, unknown>; types: Record<string, unknown>; primaryType: string; message: Record<string, unknown> };
  orders: Record<string, unknown>[];
};

/** Builds, approves, signs and posts one listing as its seller; answers its order hash. */
export async function postListing(
  baseUrl: string,
  chain: TradingChainInfo,
  seller: { key: Hex; token: string },
  nft: MintedNft,
  terms: ListingTerms,
): Promise<string> {
  const account = privateKeyToAccount(seller.key);
  const { client, wallet } = chainClients(chain, account);
  const now = Math.floor(Date.now() / 1000);
  // An unscheduled listing starts at the chain's time, not the wall clock's: Seaport compares with
  // the block time, and the devnet mines only on transactions, so its last block may be seconds old.
  const startTime = terms.startTime ?? Number((await client.getBlock()).timestamp);
  const built = await apiCall<BuildResponse>(
    baseUrl,
    'POST',
    '/orders/build',
    {
      chain: chain.symbol,
      side: 'listing',
      kind: terms.kind ?? 'fixed',
      items: [{ contract: nft.contractAddress, tokenId: nft.tokenId, ...(terms.quantity ? { quantity: terms.quantity } : {}) }],
      price: terms.price,
      ...(terms.endPrice ? { endPrice: terms.endPrice } : {}),
      startTime,
      endTime: terms.endTime ?? now + 86_400,
      ...(terms.privateBuyer ? { privateBuyer: terms.privateBuyer } : {}),
    },
    seller.token,
  );
  for (const step of built.steps) {
    const hash = await wallet!.sendTransaction({ to: step.to as Address, data: step.data as Hex, value: BigInt(step.value) });
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`approval ${hash} reverted`);
  }
  const signature = await account.signTypedData(built.signature as unknown as TypedDataDefinition);
  const posted = await apiCall<{ orderHash: string; status: string }>(
    baseUrl,
    'POST',
    '/orders',
    // The reservation is not in the signed order: the zone enforces it, so it is posted beside it.
    { chain: chain.symbol, parameters: built.orders[0], signature, ...(terms.privateBuyer ? { privateBuyer: terms.privateBuyer } : {}) },
    seller.token,
  );
  return posted.orderHash;
}

/** The native balance of an address now. */
export async function balanceOf(chain: TradingChainInfo, address: string): Promise<bigint> {
  return chainClients(chain).client.getBalance({ address: address as Address });
}

/** What a sale pays out (docs/product.md "Trading"): fee and royalty rounded down, the seller gets the rest. */
export function payouts(price: bigint, feeBps: number, royaltyBps: number) {
  const fee = (price * BigInt(feeBps)) / 10_000n;
  const royalty = (price * BigInt(royaltyBps)) / 10_000n;
  return { fee, royalty, seller: price - fee - royalty };
}

// Offers, bids and auctions made the way an integrator makes them (docs/product.md "Trading", Offers and
// Auctions): build through the public API, send the steps it answers, sign the typed data in Node, post.
import { erc20Abi, parseEventLogs, type Address, type Hex, type TypedDataDefinition } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { marketplaceErc721Abi } from '@nft/contracts/abi';
import { apiCall, chainClients, type MintedNft, type TradingChainInfo } from './trading-fixtures';

type BuildResponse = {
  steps: { to: string; data: string; value: string }[];
  signature: { domain: Record<string, unknown>; types: Record<string, unknown>; primaryType: string; message: Record<string, unknown> };
  orders: Record<string, unknown>[];
};

/** Mints an ERC-721 on the platform contract whose metadata (a data: URI) carries `attributes`. */
export async function mintWithTraits(
  chain: TradingChainInfo,
  key: Hex,
  options: { name: string; attributes: { trait_type: string; value: string }[]; royaltyReceiver: Address; royaltyBps: number },
): Promise<MintedNft> {
  const account = privateKeyToAccount(key);
  const { client, wallet } = chainClients(chain, account);
  const metadata = { name: options.name, description: 'A browser test of offers', attributes: options.attributes };
  const uri = `data:application/json;base64,${Buffer.from(JSON.stringify(metadata)).toString('base64')}`;
  const hash = await wallet!.writeContract({
    address: chain.ERC721Contract as Address,
    abi: marketplaceErc721Abi,
    functionName: 'mint',
    args: [account.address, uri, options.royaltyReceiver, BigInt(options.royaltyBps)],
  });
  const receipt = await client.waitForTransactionReceipt({ hash });
  const [minted] = parseEventLogs({ abi: marketplaceErc721Abi, eventName: 'Minted', logs: receipt.logs });
  if (!minted) throw new Error(`no Minted event in ${hash}`);
  return {
    chain: chain.symbol,
    contractAddress: minted.address.toLowerCase(),
    tokenId: minted.args.tokenId.toString(),
    standard: 'ERC-721',
  };
}

/** Sends every step a build answered (wrap, approvals), each mined before the next. */
async function sendSteps(chain: TradingChainInfo, key: Hex, steps: BuildResponse['steps']) {
  const { client, wallet } = chainClients(chain, privateKeyToAccount(key));
  for (const step of steps) {
    const hash = await wallet!.sendTransaction({ to: step.to as Address, data: step.data as Hex, value: BigInt(step.value) });
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`step ${hash} reverted`);
  }
}

/** Builds, funds, signs and posts an order (an offer, a bid or an auction) as `maker`; answers its order hash. */
export async function postBuiltOrder(
  baseUrl: string,
  chain: TradingChainInfo,
  maker: { key: Hex; token: string },
  body: Record<string, unknown>,
  extras: Record<string, unknown> = {},
): Promise<string> {
  const built = await apiCall<BuildResponse>(baseUrl, 'POST', '/orders/build', { chain: chain.symbol, ...body }, maker.token);
  await sendSteps(chain, maker.key, built.steps);
  const signature = await privateKeyToAccount(maker.key).signTypedData(built.signature as unknown as TypedDataDefinition);
  const posted = await apiCall<{ orderHash: string }>(
    baseUrl,
    'POST',
    '/orders',
    { chain: chain.symbol, parameters: built.orders[0], signature, ...extras },
    maker.token,
  );
  return posted.orderHash;
}

export async function ownerOf(chain: TradingChainInfo, nft: MintedNft): Promise<string> {
  const owner = await chainClients(chain).client.readContract({
    address: nft.contractAddress as Address,
    abi: marketplaceErc721Abi,
    functionName: 'ownerOf',
    args: [BigInt(nft.tokenId)],
  });
  return owner.toLowerCase();
}

export async function erc20BalanceOf(chain: TradingChainInfo, token: string, address: string): Promise<bigint> {
  return chainClients(chain).client.readContract({
    address: token as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address as Address],
  });
}

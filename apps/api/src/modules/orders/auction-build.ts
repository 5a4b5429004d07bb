import { randomBytes } from 'node:crypto';
import { encodeFunctionData, getAddress, hexToBigInt, type Address } from 'viem';
import type { Database } from '@nft/db';
import { auctionSellerMinimum, basisPointsOf, buildAuctionListing, itemTypes, orderTypedData, toOrderComponentsJson } from '@nft/seaport';
import { AppError } from '@nft/shared';
import type { ListingBuildBody, OrderBuildResponse, TransactionStep } from '@nft/api-contract';
import { chainRead } from './chain-read';
import { requireErc20PaymentToken } from './erc20-funds';
import { itemRoyalty } from './item-royalty';
import { assertSellable } from './listing-conflict.repository';
import { requiredPayees } from './listing-terms';
import { toBaseUnits } from './price-units';
import { readConduitApproval, readCounter, readHolding, readTokenStandard, setApprovalForAllAbi } from './token-reads';
import type { TradingChain, TradingChains } from './trading-chain';

export type AuctionBuildDeps = { db: Database; trading: TradingChains; now: () => number };

function approvalStep(chain: TradingChain, token: Address): TransactionStep {
  return {
    kind: 'transaction',
    description: `Approve the marketplace's Seaport conduit (${chain.conduit}) to transfer your items of ${token}`,
    to: token,
    data: encodeFunctionData({ abi: setApprovalForAllAbi, functionName: 'setApprovalForAll', args: [chain.conduit, true] }),
    value: '0',
  };
}

/**
 * POST /v1/orders/build with side "listing", kind "auction" (docs/product.md "Auctions"): one item, `price` the
 * minimum bid, `currency` an ERC-20 payment token (bids are Seaport offers, which cannot hold native currency),
 * `startTime` (now when omitted) and `endTime` when bidding closes. Checks what the seller holds and answers the
 * conduit approval still needed, the auction order to sign (buildAuctionListing) and the breakdown at the minimum
 * bid; intake checks everything again.
 */
export async function buildAuctionOrder(
  { db, trading, now }: AuctionBuildDeps,
  caller: Address,
  body: ListingBuildBody,
): Promise<OrderBuildResponse> {
  const maker = getAddress(caller);
  const chain = trading.get(body.chain);
  if (body.items.length !== 1) throw new AppError('order_format_invalid', 'An auction sells one item');
  if (body.privateBuyer) throw new AppError('order_format_invalid', 'An auction cannot be private');
  const currency = requireErc20PaymentToken(chain, body.currency ?? '');
  const nowSeconds = BigInt(Math.floor(now() / 1000));
  const biddingEnd = BigInt(body.endTime);
  if (biddingEnd <= nowSeconds || (body.startTime !== undefined && biddingEnd <= BigInt(body.startTime)))
    throw new AppError('order_time_invalid');
  const item = body.items[0]!;
  const token = getAddress(item.contract);
  const tokenId = BigInt(item.tokenId);
  const minimumBid = toBaseUnits(item.price ?? body.price, currency.decimals);
  const standard = await readTokenStandard(chain, token);
  if (!standard) throw new AppError('order_format_invalid', 'This contract is neither ERC-721 nor ERC-1155');
  const amount = BigInt(item.quantity ?? 1);
  if (standard === 'ERC-721' && amount !== 1n) throw new AppError('order_quantity_invalid');
  const [holding, approved, { royalty }, counter, conduitKey, latestBlock] = await Promise.all([
    readHolding(chain, standard, token, tokenId, maker),
    readConduitApproval(chain, token, maker),
    itemRoyalty(db, chain, token, tokenId),
    readCounter(chain, maker),
    trading.conduitKey(chain),
    body.startTime === undefined ? chainRead(chain.client.getBlock({ blockTag: 'latest' })) : undefined,
  ]);
  if (holding === 0n) throw new AppError('order_not_owner');
  if (holding < amount) throw new AppError('order_insufficient_balance');
  const sellable = { chain: chain.symbol, maker, contractAddress: token, tokenId: tokenId.toString(), kind: 'auction' } as const;
  await assertSellable(db, sellable, new Date(now()));
  const payees = requiredPayees(chain.fee, royalty);
  if ((payees.fee?.bps ?? 0) + (payees.royalty?.bps ?? 0) >= 10_000) throw new AppError('order_fees_invalid');
  // As for listings: the earlier of this clock and the latest block (a devnet mines only on transactions).
  const blockTime = latestBlock?.timestamp ?? nowSeconds;
  const startTime = body.startTime !== undefined ? BigInt(body.startTime) : blockTime < nowSeconds ? blockTime : nowSeconds;
  const components = buildAuctionListing({
    offerer: maker,
    zone: chain.zone,
    conduitKey,
    counter,
    nft: { itemType: standard === 'ERC-721' ? itemTypes.erc721 : itemTypes.erc1155, token, identifier: tokenId, amount },
    currency: getAddress(currency.address),
    minimumBid,
    startTime,
    biddingEnd,
    fee: payees.fee ?? { recipient: chain.seaport, bps: 0 },
    royalty: payees.royalty,
    salt: hexToBigInt(`0x${randomBytes(32).toString('hex')}`),
  });
  const feeAmount = basisPointsOf(minimumBid, payees.fee?.bps ?? 0);
  const royaltyAmount = basisPointsOf(minimumBid, payees.royalty?.bps ?? 0);
  return {
    steps: approved ? [] : [approvalStep(chain, token)],
    signature: orderTypedData(chain.chainId, chain.seaport, components) as unknown as OrderBuildResponse['signature'],
    breakdown: [
      {
        price: minimumBid.toString(),
        marketplaceFee: feeAmount.toString(),
        marketplaceFeeBps: payees.fee?.bps ?? 0,
        royalty: royaltyAmount.toString(),
        royaltyBps: payees.royalty?.bps ?? 0,
        royaltyRecipient: payees.royalty?.recipient ?? null,
        sellerReceives: auctionSellerMinimum(minimumBid, payees.fee?.bps ?? 0, payees.royalty?.bps ?? 0).toString(),
      },
    ],
    orders: [toOrderComponentsJson(components)],
  };
}

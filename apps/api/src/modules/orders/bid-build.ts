import { randomBytes } from 'node:crypto';
import { getAddress, hexToBigInt, type Address } from 'viem';
import type { Database } from '@nft/db';
import { buildBid, fromOrderComponentsJson, type OrderComponentsInput } from '@nft/seaport';
import { AppError } from '@nft/shared';
import type { BidBuildBody, OrderBuildResponse } from '@nft/api-contract';
import { chainRead } from './chain-read';
import { nextMinimumBid, isRunning } from './auction-rules';
import { highestActiveBid } from './auction.repository';
import { readErc20Funds, requireErc20PaymentToken } from './erc20-funds';
import { itemRoyalty } from './item-royalty';
import { requiredPayees } from './listing-terms';
import { fundingSteps, oneOrderToSign } from './offer-build';
import { findOrder } from './orders.repository';
import { toBaseUnits } from './price-units';
import { readCounter } from './token-reads';
import type { TradingChains } from './trading-chain';

export type BidBuildDeps = { db: Database; trading: TradingChains; now: () => number };

/**
 * POST /v1/orders/build with side "bid" (docs/product.md "Auctions"): the auction exists and is running, the
 * currency is the auction's, the bidder is not the seller, the price is at least the minimum and the highest active
 * bid plus the increment (bid_too_low, with the least acceptable bid in details.minimumBid); answers the wrap and
 * approval steps the bidder still needs ("Not enough tokens!" when nothing covers the bid) and the bid to sign
 * (buildBid: the auctioned NFT, fee and royalty of the bid's price, valid until the auction's signed end).
 */
export async function buildBidOrder({ db, trading, now }: BidBuildDeps, caller: Address, body: BidBuildBody): Promise<OrderBuildResponse> {
  const bidder = getAddress(caller);
  const chain = trading.get(body.chain);
  const auction = await findOrder(db, chain.symbol, body.auctionOrderHash);
  if (!auction || auction.kind !== 'auction' || auction.side !== 'listing') throw new AppError('auction_not_found');
  if (auction.status !== 'active' || !isRunning(auction, new Date(now()))) throw new AppError('auction_not_running');
  if (auction.maker === bidder.toLowerCase()) throw new AppError('bid_on_own_auction');
  if (body.currency.toLowerCase() !== auction.currency) throw new AppError('bid_currency_invalid');
  const currency = requireErc20PaymentToken(chain, body.currency);
  const price = toBaseUnits(body.price, currency.decimals);
  // An ERC-1155 auction's copies go to one bidder; the bid splits its fee and royalty per copy (buildOffer).
  if (price % BigInt(auction.quantity) !== 0n) throw new AppError('order_price_invalid');
  const highest = await highestActiveBid(db, chain.symbol, auction.orderHash);
  const minimum = nextMinimumBid(BigInt(auction.startPrice), highest ? BigInt(highest.startPrice) : null);
  if (price < minimum) throw new AppError('bid_too_low', undefined, { details: { minimumBid: minimum.toString() } });

  const auctionComponents = fromOrderComponentsJson(auction.parameters as unknown as OrderComponentsInput);
  const token = getAddress(auction.contractAddress);
  const [{ royalty }, funds, counter, conduitKey, latestBlock] = await Promise.all([
    itemRoyalty(db, chain, token, BigInt(auction.tokenId!)),
    readErc20Funds(chain, getAddress(currency.address), bidder),
    readCounter(chain, bidder),
    trading.conduitKey(chain),
    chainRead(chain.client.getBlock({ blockTag: 'latest' })),
  ]);
  const steps = await fundingSteps(chain, currency, bidder, funds, price);
  const payees = requiredPayees(chain.fee, royalty);
  const nowSeconds = BigInt(Math.floor(now() / 1000));
  const components = buildBid({
    offerer: bidder,
    auction: auctionComponents,
    conduitKey,
    counter,
    price,
    startTime: latestBlock.timestamp < nowSeconds ? latestBlock.timestamp : nowSeconds,
    fee: payees.fee ?? { recipient: chain.seaport, bps: 0 },
    royalty: payees.royalty,
    salt: hexToBigInt(`0x${randomBytes(32).toString('hex')}`),
  });
  const paid = (recipient: string | undefined) =>
    components.consideration
      .slice(1)
      .filter((item) => item.recipient.toLowerCase() === recipient?.toLowerCase())
      .reduce((sum, item) => sum + item.startAmount, 0n);
  return oneOrderToSign(chain, components, steps, {
    price,
    payees,
    fee: paid(payees.fee?.recipient),
    royalty: paid(payees.royalty?.recipient),
  });
}

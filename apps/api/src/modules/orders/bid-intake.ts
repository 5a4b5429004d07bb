import { getAddress, type Address, type Hex } from 'viem';
import type { Database } from '@nft/db';
import { orderHash as hashOrder } from '@nft/seaport';
import { AppError } from '@nft/shared';
import type { OrderPostBody } from '@nft/api-contract';
import { isRunning } from './auction-rules';
import { insertBid } from './auction.repository';
import { checkErc20Funds, requireErc20PaymentToken } from './erc20-funds';
import { checkOfferEconomics } from './intake/check-offer-economics';
import { verifyOrderSignature } from './intake/order-signature';
import { parseOffer } from './intake/parse-offer';
import { itemRoyalty } from './item-royalty';
import { requiredPayees } from './listing-terms';
import type { IntakeResult } from './order-intake.service';
import { findOrder } from './orders.repository';
import { readCounter } from './token-reads';
import type { TradingChains } from './trading-chain';
import { signedOrderFields } from './signed-order-fields';

export type BidIntakeDeps = { db: Database; trading: TradingChains; extensionSeconds: number; now?: () => number };

/** A read started before its check: a failure surfaces when the check awaits it, never as an unhandled rejection. */
function early<T>(read: Promise<T>): Promise<T> {
  read.catch(() => undefined);
  return read;
}

const invalid = (why: string) => new AppError('order_format_invalid', undefined, { details: { reason: why } });

/**
 * POST /v1/orders for a bid (`auctionOrderHash` set; docs/product.md "Auctions"). The auction exists on this chain
 * and is an auction; the bid is an offer (parseOffer) for exactly the auctioned NFT and copies, in the auction's
 * currency, valid until the auction's signed end (so the settlement can match it in the settlement window); the
 * maker is the caller and not the seller; signature, zone, conduit, counter; the bidder's balance and allowance to
 * the conduit cover the bid ("Not enough tokens!"); fee and royalty of the bid's price in full (the offer
 * economics); the bid leaves the seller at least the auction's proceeds. Then, with the auction row locked: the
 * auction is running, the bid is at least the minimum and the highest active bid plus the increment (bid_too_low),
 * the bid is written and the end extended when it came in the last minutes (auction.repository.ts insertBid).
 * A bid cannot underpay the seller, the fee or the royalty: docs/security.md row 26.
 */
export function createBidIntake({ db, trading, extensionSeconds, now = () => Date.now() }: BidIntakeDeps) {
  return async function submitBid(caller: string, body: OrderPostBody): Promise<IntakeResult> {
    const chain = trading.get(body.chain);
    const bid = parseOffer(body.parameters);
    const { components, wanted } = bid;
    const maker = components.offerer;
    const auction = await findOrder(db, chain.symbol, body.auctionOrderHash!);
    if (!auction || auction.kind !== 'auction' || auction.side !== 'listing') throw new AppError('auction_not_found');
    if (
      wanted.target !== 'item' ||
      bid.token.toLowerCase() !== auction.contractAddress ||
      wanted.tokenId.toString() !== auction.tokenId ||
      bid.quantity.toString() !== auction.quantity
    )
      throw invalid('a bid asks for exactly the auctioned item and copies');
    if (maker.toLowerCase() !== caller.toLowerCase()) throw new AppError('order_maker_mismatch');
    if (maker.toLowerCase() === auction.maker) throw new AppError('bid_on_own_auction');
    const reads = {
      conduitKey: early(trading.conduitKey(chain)),
      counter: early(readCounter(chain, maker)),
      royalty: early(itemRoyalty(db, chain, bid.token, wanted.tokenId)),
    };
    const hash = hashOrder(components);
    const signature = await verifyOrderSignature(chain, maker, hash, body.signature as Hex);
    if (components.zone !== chain.zone) throw new AppError('order_zone_invalid');
    if (components.conduitKey !== (await reads.conduitKey)) throw new AppError('order_conduit_invalid');
    if (components.counter !== (await reads.counter)) throw new AppError('order_counter_invalid');

    const at = new Date(now());
    if (auction.status !== 'active' || !isRunning(auction, at)) throw new AppError('auction_not_running');
    if (bid.currency.toLowerCase() !== auction.currency) throw new AppError('bid_currency_invalid');
    const currency = requireErc20PaymentToken(chain, bid.currency);
    await checkErc20Funds(chain, bid.currency, maker, bid.price);
    const { royalty, collectionId } = await reads.royalty;
    checkOfferEconomics({ chain, offer: bid, currency, royalty, nowSeconds: BigInt(Math.floor(at.getTime() / 1000)) });
    if (components.endTime * 1000n < BigInt(auction.endTime.getTime()))
      throw new AppError('order_time_invalid', undefined, { details: { reason: "a bid lasts until the auction's signed end" } });
    // The match pays the seller's proceeds out of what the bid has left after its fee and royalty.
    const paidOut = bid.payments.reduce((sum, item) => sum + item.startAmount, 0n);
    const proceeds = BigInt(String((auction.parameters.consideration as { startAmount: unknown }[])[0]!.startAmount));
    if (bid.price < BigInt(auction.startPrice) || bid.price - paidOut < proceeds) throw new AppError('bid_too_low');

    const payees = requiredPayees(chain.fee, royalty);
    const lower = (value: Address) => value.toLowerCase();
    const result = await insertBid(
      db,
      {
        chain: chain.symbol,
        orderHash: hash.toLowerCase(),
        protocol: 'seaport',
        side: 'bid',
        kind: 'fixed',
        maker: lower(maker),
        taker: null,
        contractAddress: auction.contractAddress,
        tokenId: auction.tokenId!,
        collectionId: collectionId ?? auction.collectionId,
        quantity: bid.quantity.toString(),
        currency: lower(getAddress(bid.currency)),
        startPrice: bid.price.toString(),
        endPrice: bid.price.toString(),
        ...signedOrderFields(components, signature, payees),
        parentOrderHash: auction.orderHash,
      },
      at,
      extensionSeconds,
    );
    if (result.outcome === 'not_running') throw new AppError('auction_not_running');
    if (result.outcome === 'too_low') throw new AppError('bid_too_low', undefined, { details: { minimumBid: result.minimum.toString() } });
    return { created: result.outcome === 'created', row: result.row };
  };
}

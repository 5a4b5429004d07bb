import { zeroHash, type Address, type Hex } from 'viem';
import type { Database } from '@nft/db';
import {
  auctionSellerMinimum,
  auctionSettlementWindowSeconds,
  decodeAuctionTerms,
  itemTypes,
  orderHash as hashOrder,
  orderTypes,
} from '@nft/seaport';
import { AppError } from '@nft/shared';
import type { OrderComponentsJson, OrderPostBody } from '@nft/api-contract';
import { requireErc20PaymentToken } from './erc20-funds';
import { maxOrderTime } from './intake/check-economics';
import { verifyOrderSignature } from './intake/order-signature';
import { parseListing } from './intake/parse-order';
import { itemRoyalty } from './item-royalty';
import { requiredPayees } from './listing-terms';
import type { IntakeResult } from './order-intake.service';
import { insertListing } from './orders.repository';
import { hasDisplayPrecision } from './price-units';
import { readConduitApproval, readCounter, readHolding, readTokenStandard } from './token-reads';
import type { TradingChains } from './trading-chain';
import { signedOrderFields } from './signed-order-fields';

export type AuctionIntakeDeps = { db: Database; trading: TradingChains; now?: () => number };

/** Whether a posted order is an English auction: its zoneHash carries auction terms (docs/decisions/031-english-auctions.md). */
export function isAuctionOrder(json: OrderComponentsJson): boolean {
  return decodeAuctionTerms(json.zoneHash as Hex) !== null;
}

const invalid = (why: string) => new AppError('order_format_invalid', undefined, { details: { reason: why } });

/** A read started before its check: a failure surfaces when the check awaits it, never as an unhandled rejection. */
function early<T>(read: Promise<T>): Promise<T> {
  read.catch(() => undefined);
  return read;
}

/**
 * The format of an auction: a listing's (parseListing: one NFT offered, restricted, the seller's proceeds first)
 * judged with a zero zoneHash, since an auction's carries its terms; then exactly one consideration item (the
 * seller's proceeds at the minimum bid), in an ERC-20, FULL_RESTRICTED, the signed end 7 days after bidding closes.
 */
function parseAuction(json: OrderComponentsJson) {
  const terms = decodeAuctionTerms(json.zoneHash as Hex);
  if (!terms) throw invalid('an auction carries its terms in the zone hash');
  const listing = parseListing({ ...json, zoneHash: zeroHash });
  const components = { ...listing.components, zoneHash: json.zoneHash as Hex };
  if (components.consideration.length !== 1) throw invalid("an auction asks only for the seller's proceeds");
  if (components.consideration[0]!.itemType !== itemTypes.erc20) throw new AppError('order_currency_invalid');
  if (components.orderType !== orderTypes.fullRestricted) throw invalid('an auction is a FULL_RESTRICTED order');
  if (components.endTime !== terms.biddingEnd + auctionSettlementWindowSeconds)
    throw invalid('the signed end must be the bidding end plus the 7-day settlement window');
  return { ...listing, components, terms, proceeds: components.consideration[0]!.startAmount };
}

/**
 * POST /v1/orders for an English auction (docs/product.md "Auctions"): the listing checks of docs/security.md row 5
 * in the same order (format, maker, signature, zone, conduit, counter, holding, approval), then the auction's
 * economics: an ERC-20 payment token; a minimum bid with four decimals at most; the seller's proceeds exactly the
 * minimum bid less the marketplace fee and the royalty at the minimum (what the winning bid pays on top is the
 * bid's own fee and royalty); bidding that opens before it closes and closes in the future; one ERC-721 or the
 * copies held; no private buyer. Stored as kind 'auction' with auction_end_time = the bidding end.
 */
export function createAuctionIntake({ db, trading, now = () => Date.now() }: AuctionIntakeDeps) {
  return async function submitAuction(caller: string, body: OrderPostBody): Promise<IntakeResult> {
    const chain = trading.get(body.chain);
    const auction = parseAuction(body.parameters);
    const { components, terms } = auction;
    const maker = components.offerer;
    const claimed = auction.itemType === itemTypes.erc721 ? 'ERC-721' : 'ERC-1155';
    const reads = {
      standard: early(readTokenStandard(chain, auction.token)),
      conduitKey: early(trading.conduitKey(chain)),
      counter: early(readCounter(chain, maker)),
      holding: early(readHolding(chain, claimed, auction.token, auction.tokenId, maker)),
      approved: early(readConduitApproval(chain, auction.token, maker)),
      royalty: early(itemRoyalty(db, chain, auction.token, auction.tokenId)),
    };
    if ((await reads.standard) !== claimed) throw invalid('the item type does not match the token contract');
    if (maker.toLowerCase() !== caller.toLowerCase()) throw new AppError('order_maker_mismatch');
    const hash = hashOrder(components);
    const signature = await verifyOrderSignature(chain, maker, hash, body.signature as Hex);
    if (components.zone !== chain.zone) throw new AppError('order_zone_invalid');
    if (components.conduitKey !== (await reads.conduitKey)) throw new AppError('order_conduit_invalid');
    if (components.counter !== (await reads.counter)) throw new AppError('order_counter_invalid');
    const holding = await reads.holding;
    if (holding === 0n) throw new AppError('order_not_owner');
    if (!(await reads.approved)) throw new AppError('order_not_approved');
    if (claimed === 'ERC-1155' && holding < auction.amount) throw new AppError('order_insufficient_balance');
    const { royalty, collectionId } = await reads.royalty;

    const currency = requireErc20PaymentToken(chain, auction.currency);
    if (!hasDisplayPrecision(terms.minimumBid, currency.decimals)) throw new AppError('order_price_invalid');
    const payees = requiredPayees(chain.fee, royalty);
    if (auction.proceeds !== auctionSellerMinimum(terms.minimumBid, payees.fee?.bps ?? 0, payees.royalty?.bps ?? 0))
      throw new AppError('order_fees_invalid');
    const at = now();
    const nowSeconds = BigInt(Math.floor(at / 1000));
    if (terms.biddingEnd <= components.startTime || terms.biddingEnd <= nowSeconds || components.endTime > maxOrderTime)
      throw new AppError('order_time_invalid');
    if (auction.itemType === itemTypes.erc721 && auction.amount !== 1n) throw new AppError('order_quantity_invalid');
    if (body.privateBuyer) throw invalid('an auction cannot be private');

    const lower = (value: Address) => value.toLowerCase();
    return insertListing(
      db,
      {
        chain: chain.symbol,
        orderHash: hash.toLowerCase(),
        protocol: 'seaport',
        side: 'listing',
        kind: 'auction',
        maker: lower(maker),
        taker: null,
        contractAddress: lower(auction.token),
        tokenId: auction.tokenId.toString(),
        collectionId,
        quantity: auction.amount.toString(),
        currency: lower(auction.currency),
        startPrice: terms.minimumBid.toString(),
        endPrice: terms.minimumBid.toString(),
        ...signedOrderFields(components, signature, payees),
        auctionEndTime: new Date(Number(terms.biddingEnd) * 1000),
      },
      new Date(at),
    );
  };
}

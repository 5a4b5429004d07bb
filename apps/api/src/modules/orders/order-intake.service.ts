import { getAddress, type Address, type Hex } from 'viem';
import type { Database } from '@nft/db';
import { itemTypes, orderHash as hashOrder } from '@nft/seaport';
import { AppError } from '@nft/shared';
import type { OrderPostBody } from '@nft/api-contract';
import { checkEconomics } from './intake/check-economics';
import { verifyOrderSignature } from './intake/order-signature';
import { parseListing } from './intake/parse-order';
import { itemCollectionId } from './collection-royalty.repository';
import { intakeRoyalty } from './item-royalty';
import { requiredPayees } from './listing-terms';
import { insertOrder } from './orders.repository';
import type { OrderRow } from './order-view';
import { readConduitApproval, readCounter, readHolding, readTokenStandard } from './token-reads';
import type { TradingChains } from './trading-chain';
import { signedOrderFields } from './signed-order-fields';

export type OrderIntakeDeps = { db: Database; trading: TradingChains; now?: () => number };

/** A read started before its check: a failure surfaces when the check awaits it, never as an unhandled rejection. */
function early<T>(read: Promise<T>): Promise<T> {
  read.catch(() => undefined);
  return read;
}

export type IntakeResult = { created: boolean; row: OrderRow };

/**
 * POST /v1/orders: the intake checks of docs/security.md row 5, in this order, the first failure
 * answering its own code and writing nothing: format; the maker is the caller; the signature
 * (EIP-712 for this chain's Seaport, bulk trees, EIP-1271); zone, conduit and counter are the
 * marketplace's current ones; the maker holds the item, has approved the conduit and holds enough
 * copies; the economics. Then insertOrder writes the order, its activity and the best listing in one transaction.
 */
export function createOrderIntake({ db, trading, now = () => Date.now() }: OrderIntakeDeps) {
  return async function submit(caller: string, body: OrderPostBody): Promise<IntakeResult> {
    const chain = trading.get(body.chain);
    const listing = parseListing(body.parameters);
    const { components } = listing;
    const maker = components.offerer;
    // Every chain read starts now and runs while the signature is checked; each is awaited in the
    // order of the checks, so the first failing check still answers (docs/security.md row 5).
    const claimed = listing.itemType === itemTypes.erc721 ? 'ERC-721' : 'ERC-1155';
    const reads = {
      standard: early(readTokenStandard(chain, listing.token)),
      conduitKey: early(trading.conduitKey(chain)),
      counter: early(readCounter(chain, maker)),
      holding: early(readHolding(chain, claimed, listing.token, listing.tokenId, maker)),
      approved: early(readConduitApproval(chain, listing.token, maker)),
      royalty: early(intakeRoyalty(db, chain, listing.token, listing.tokenId)),
    };
    if ((await reads.standard) !== claimed)
      throw new AppError('order_format_invalid', undefined, { details: { reason: 'the item type does not match the token contract' } });
    if (maker.toLowerCase() !== caller.toLowerCase()) throw new AppError('order_maker_mismatch');

    const hash = hashOrder(components);
    const signature = await verifyOrderSignature(chain, maker, hash, body.signature as Hex);

    if (components.zone !== chain.zone) throw new AppError('order_zone_invalid');
    if (components.conduitKey !== (await reads.conduitKey)) throw new AppError('order_conduit_invalid');
    if (components.counter !== (await reads.counter)) throw new AppError('order_counter_invalid');

    const holding = await reads.holding;
    if (holding === 0n) throw new AppError('order_not_owner');
    if (!(await reads.approved)) throw new AppError('order_not_approved');
    // ERC-721 holds 0 or 1: its quantity is judged with the economics (exactly 1).
    if (claimed === 'ERC-1155' && holding < listing.amount) throw new AppError('order_insufficient_balance');
    const { royalty, collectionId } = await reads.royalty;

    const at = now();
    checkEconomics({ chain, listing, royalty, privateBuyer: body.privateBuyer, nowSeconds: BigInt(Math.floor(at / 1000)) });

    const payees = requiredPayees(chain.fee, royalty);
    const lower = (value: Address) => value.toLowerCase();
    return insertOrder(
      db,
      {
        chain: chain.symbol,
        orderHash: hash.toLowerCase(),
        protocol: 'seaport',
        side: 'listing',
        kind: listing.startPrice === listing.endPrice ? 'fixed' : 'declining',
        maker: lower(maker),
        taker: body.privateBuyer ? lower(getAddress(body.privateBuyer)) : null,
        contractAddress: lower(listing.token),
        tokenId: listing.tokenId.toString(),
        // Left to the insert when the royalty came from the chain: one read less per order.
        collectionId:
          collectionId === undefined ? itemCollectionId(chain.symbol, lower(listing.token), listing.tokenId.toString()) : collectionId,
        quantity: listing.amount.toString(),
        currency: lower(listing.currency),
        startPrice: listing.startPrice.toString(),
        endPrice: listing.endPrice.toString(),
        ...signedOrderFields(components, signature, payees),
      },
      new Date(at),
    );
  };
}

import { getAddress, type Address, type Hex } from 'viem';
import type { Database } from '@nft/db';
import { itemTypes, orderHash as hashOrder, toOrderComponentsJson } from '@nft/seaport';
import { AppError } from '@nft/shared';
import type { OrderPostBody } from '@nft/api-contract';
import { checkEconomics } from './intake/check-economics';
import { verifyOrderSignature } from './intake/order-signature';
import { parseListing } from './intake/parse-order';
import { itemRoyalty } from './item-royalty';
import { requiredPayees } from './listing-terms';
import { insertListing } from './orders.repository';
import type { OrderRow } from './order-view';
import { readConduitApproval, readCounter, readHolding, readTokenStandard } from './token-reads';
import type { TradingChains } from './trading-chain';

export type OrderIntakeDeps = { db: Database; trading: TradingChains; now?: () => number };

export type IntakeResult = { created: boolean; row: OrderRow };

/**
 * POST /v1/orders: the intake checks of docs/security.md row 5, in this order, the first failure
 * answering its own code and writing nothing: format; the maker is the caller; the signature
 * (EIP-712 for this chain's Seaport, bulk trees, EIP-1271); zone, conduit and counter are the
 * marketplace's current ones; the maker holds the item, has approved the conduit and holds enough
 * copies; the economics. Then one transaction writes the order, its activity and the best listing.
 */
export function createOrderIntake({ db, trading, now = () => Date.now() }: OrderIntakeDeps) {
  return async function submit(caller: string, body: OrderPostBody): Promise<IntakeResult> {
    const chain = trading.get(body.chain);
    const listing = parseListing(body.parameters);
    const { components } = listing;
    const standard = await readTokenStandard(chain, listing.token);
    if (standard !== (listing.itemType === itemTypes.erc721 ? 'ERC-721' : 'ERC-1155'))
      throw new AppError('order_format_invalid', undefined, { details: { reason: 'the item type does not match the token contract' } });

    const maker = components.offerer;
    if (maker.toLowerCase() !== caller.toLowerCase()) throw new AppError('order_maker_mismatch');

    const hash = hashOrder(components);
    const signature = await verifyOrderSignature(chain, maker, hash, body.signature as Hex);

    if (components.zone !== chain.zone) throw new AppError('order_zone_invalid');
    if (components.conduitKey !== (await trading.conduitKey(chain))) throw new AppError('order_conduit_invalid');
    if (components.counter !== (await readCounter(chain, maker))) throw new AppError('order_counter_invalid');

    const [holding, approved, { royalty, collectionId }] = await Promise.all([
      readHolding(chain, standard, listing.token, listing.tokenId, maker),
      readConduitApproval(chain, listing.token, maker),
      itemRoyalty(db, chain, listing.token, listing.tokenId),
    ]);
    if (holding === 0n) throw new AppError('order_not_owner');
    if (!approved) throw new AppError('order_not_approved');
    // ERC-721 holds 0 or 1: its quantity is judged with the economics (exactly 1).
    if (standard === 'ERC-1155' && holding < listing.amount) throw new AppError('order_insufficient_balance');

    const at = now();
    checkEconomics({ chain, listing, royalty, privateBuyer: body.privateBuyer, nowSeconds: BigInt(Math.floor(at / 1000)) });

    const payees = requiredPayees(chain.fee, royalty);
    const lower = (value: Address) => value.toLowerCase();
    return insertListing(
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
        collectionId,
        quantity: listing.amount.toString(),
        currency: lower(listing.currency),
        startPrice: listing.startPrice.toString(),
        endPrice: listing.endPrice.toString(),
        startTime: new Date(Number(components.startTime) * 1000),
        endTime: new Date(Number(components.endTime) * 1000),
        feeRecipient: payees.fee?.recipient ?? null,
        feeBps: payees.fee?.bps ?? null,
        royaltyRecipient: payees.royalty?.recipient ?? null,
        royaltyBps: payees.royalty?.bps ?? null,
        zone: lower(components.zone),
        counter: components.counter.toString(),
        conduitKey: components.conduitKey,
        salt: components.salt.toString(),
        signature,
        parameters: toOrderComponentsJson(components) as unknown as Record<string, unknown>,
      },
      new Date(at),
    );
  };
}

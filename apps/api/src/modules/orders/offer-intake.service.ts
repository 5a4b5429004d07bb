import { getAddress, type Address, type Hex } from 'viem';
import type { Database } from '@nft/db';
import { criteriaRoot, orderHash as hashOrder } from '@nft/seaport';
import { AppError } from '@nft/shared';
import type { OrderPostBody } from '@nft/api-contract';
import { checkErc20Funds, requireErc20PaymentToken } from './erc20-funds';
import { checkOfferEconomics } from './intake/check-offer-economics';
import { verifyOrderSignature } from './intake/order-signature';
import { parseOffer, type OfferWanted } from './intake/parse-offer';
import { itemRoyalty } from './item-royalty';
import { requiredPayees } from './listing-terms';
import { firstTokenId, traitTokenIds } from './offer-targets.repository';
import type { IntakeResult } from './order-intake.service';
import { insertOrder } from './orders.repository';
import { readCounter, readTokenStandard } from './token-reads';
import type { TradingChain, TradingChains } from './trading-chain';
import { signedOrderFields } from './signed-order-fields';

export type OfferIntakeDeps = { db: Database; trading: TradingChains; now?: () => number };

/** A read started before its check: a failure surfaces when the check awaits it, never as an unhandled rejection. */
function early<T>(read: Promise<T>): Promise<T> {
  read.catch(() => undefined);
  return read;
}

type Trait = OrderPostBody['trait'];

/**
 * The token whose royalty the offer must pay, as the build chose it (docs/product.md "Offers"): the token itself,
 * else the lowest indexed token of the collection or of the trait; and, for a trait offer, the indexed token ids
 * its root must commit to. order_format_invalid when nothing matching is indexed (the build refuses it too).
 */
async function targetOf(db: Database, chain: TradingChain, token: Address, wanted: OfferWanted, trait: Trait) {
  if (wanted.target === 'item') return { royaltyToken: wanted.tokenId, traitIds: null };
  if (wanted.target === 'collection') {
    const first = await firstTokenId(db, chain.symbol, token);
    if (first === null) throw new AppError('order_format_invalid', 'No item of this collection is indexed');
    return { royaltyToken: first, traitIds: null };
  }
  if (!trait) throw new AppError('order_format_invalid', undefined, { details: { reason: 'a trait offer names its trait' } });
  const ids = await traitTokenIds(db, chain.symbol, token, trait.type, trait.value);
  if (ids.length === 0) throw new AppError('order_criteria_invalid');
  return { royaltyToken: ids[0]!, traitIds: ids };
}

/**
 * POST /v1/orders for an offer (an ERC-20 offered for an NFT, any of a collection, or any with a trait): the checks
 * of docs/security.md row 5 in this order, the first failure answering its own code and writing nothing: format
 * (and the token standard the item claims); the maker is the caller; the signature; zone, conduit and counter; the
 * currency is an ERC-20 payment token of the chain, never native; the maker's balance and allowance to the conduit
 * cover the price ("Not enough tokens!"); the economics (precision, fee and royalty in full out of the price, time,
 * quantity); a trait offer's root equals the one rebuilt from the indexed attributes. Then one transaction writes
 * the order, its `offer` activity and the cached best offer of the tokens it names (insertOrder).
 */
export function createOfferIntake({ db, trading, now = () => Date.now() }: OfferIntakeDeps) {
  return async function submitOffer(caller: string, body: OrderPostBody): Promise<IntakeResult> {
    const chain = trading.get(body.chain);
    const offer = parseOffer(body.parameters);
    const { components, wanted } = offer;
    const maker = components.offerer;
    if ((wanted.target === 'trait') !== (body.trait !== undefined))
      throw new AppError('order_format_invalid', undefined, { details: { reason: '`trait` is given with trait offers only' } });
    const reads = {
      standard: early(readTokenStandard(chain, offer.token)),
      conduitKey: early(trading.conduitKey(chain)),
      counter: early(readCounter(chain, maker)),
      target: early(targetOf(db, chain, offer.token, wanted, body.trait)),
    };
    if ((await reads.standard) !== offer.standard)
      throw new AppError('order_format_invalid', undefined, { details: { reason: 'the item type does not match the token contract' } });
    if (maker.toLowerCase() !== caller.toLowerCase()) throw new AppError('order_maker_mismatch');

    const hash = hashOrder(components);
    const signature = await verifyOrderSignature(chain, maker, hash, body.signature as Hex);

    if (components.zone !== chain.zone) throw new AppError('order_zone_invalid');
    if (components.conduitKey !== (await reads.conduitKey)) throw new AppError('order_conduit_invalid');
    if (components.counter !== (await reads.counter)) throw new AppError('order_counter_invalid');

    const currency = requireErc20PaymentToken(chain, offer.currency);
    const royaltyRead = early(reads.target.then(({ royaltyToken }) => itemRoyalty(db, chain, offer.token, royaltyToken)));
    await checkErc20Funds(chain, offer.currency, maker, offer.price);

    const { traitIds } = await reads.target;
    const { royalty, collectionId } = await royaltyRead;
    const at = now();
    checkOfferEconomics({ chain, offer, currency, royalty, nowSeconds: BigInt(Math.floor(at / 1000)) });
    let root: string | null = null;
    if (wanted.target === 'trait') {
      root = criteriaRoot(traitIds!).toLowerCase();
      if (root !== wanted.root.toLowerCase()) throw new AppError('order_criteria_invalid');
    }

    const payees = requiredPayees(chain.fee, royalty);
    const lower = (value: Address) => value.toLowerCase();
    return insertOrder(
      db,
      {
        chain: chain.symbol,
        orderHash: hash.toLowerCase(),
        protocol: 'seaport',
        side: 'offer',
        kind: 'fixed',
        maker: lower(maker),
        taker: null,
        contractAddress: lower(offer.token),
        tokenId: wanted.target === 'item' ? wanted.tokenId.toString() : null,
        target: wanted.target,
        traitType: body.trait?.type ?? null,
        traitValue: body.trait?.value ?? null,
        criteriaRoot: root,
        collectionId,
        quantity: offer.quantity.toString(),
        currency: lower(getAddress(offer.currency)),
        startPrice: offer.price.toString(),
        endPrice: offer.price.toString(),
        ...signedOrderFields(components, signature, payees),
      },
      new Date(at),
    );
  };
}

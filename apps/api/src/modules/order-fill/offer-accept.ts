import { encodeFunctionData, erc20Abi, getAddress, type Address, type Hex } from 'viem';
import type { OrderFillResponse, TransactionStep } from '@nft/api-contract';
import type { Database } from '@nft/db';
import {
  criteriaProof,
  criteriaRoot,
  encodeFulfillAdvancedOrder,
  fromOrderComponentsJson,
  itemTypes,
  orderSides,
  toOrderComponentsJson,
  type CriteriaResolver,
  type OrderComponents,
  type OrderComponentsInput,
} from '@nft/seaport';
import { AppError } from '@nft/shared';
import { erc20Shortfall } from '../orders/erc20-funds';
import { traitTokenIds } from '../orders/offer-targets.repository';
import type { OrderRow } from '../orders/order-view';
import { setApprovalForAllAbi } from '../orders/token-reads';
import type { NftOwnerReader } from './chain-order-reader';
import { assertBookAllowsFill, assertChainAllowsFill, fillFraction, notFillable } from './fill-eligibility';
import { erc20Needs } from './payment-approvals';
import type { FillContext } from './prepare-fill';
import { authorisationLifetimeSeconds } from './zone-authorisation';

export type OfferAcceptContext = FillContext & { db: Database; chainSymbol: string; conduit: Address; owner: NftOwnerReader };

type Wanted = { standard: 'ERC-721' | 'ERC-1155'; token: Address; tokenId: bigint; resolver: CriteriaResolver | undefined };

/**
 * The token the owner sells into the offer and, for a collection or trait offer, Seaport's CriteriaResolver for
 * it (docs/product.md "Offers"): an item offer names its token (a different `tokenId` is refused); a collection
 * offer takes any token of the contract with an empty proof (root 0); a trait offer takes a token carrying the trait
 * as indexed, with its proof in the tree rebuilt from the indexed attributes, which must still be the signed root.
 */
async function wantedToken(context: OfferAcceptContext, order: OrderRow, nft: OrderComponents['consideration'][number], tokenId?: string) {
  const standard = nft.itemType === itemTypes.erc721 || nft.itemType === itemTypes.erc721WithCriteria ? 'ERC-721' : 'ERC-1155';
  const token = getAddress(nft.token);
  if (order.target === 'item') {
    if (tokenId !== undefined && BigInt(tokenId) !== nft.identifierOrCriteria) throw new AppError('offer_token_not_matching');
    return { standard, token, tokenId: nft.identifierOrCriteria, resolver: undefined } satisfies Wanted;
  }
  if (tokenId === undefined) throw new AppError('offer_token_required');
  const id = BigInt(tokenId);
  const resolver = (proof: Hex[]): CriteriaResolver => ({
    orderIndex: 0n,
    side: orderSides.consideration,
    index: 0n,
    identifier: id,
    criteriaProof: proof,
  });
  if (order.target === 'collection') return { standard, token, tokenId: id, resolver: resolver([]) } satisfies Wanted;
  const ids = await signedTraitTree(context, order, token);
  if (!ids.includes(id)) throw new AppError('offer_token_not_matching');
  return { standard, token, tokenId: id, resolver: resolver(criteriaProof(ids, id)) } satisfies Wanted;
}

/**
 * The token ids a trait offer's signed root commits to: those carrying the trait as indexed now, or, when tokens minted
 * and indexed since the offer changed that set, as indexed when the offer was made. When neither gives the signed root
 * (an older token's attributes changed), no proof can be built: offer_token_not_matching, reason trait_items_changed.
 */
async function signedTraitTree(context: OfferAcceptContext, order: OrderRow, token: Address): Promise<bigint[]> {
  const read = (indexedBy?: Date) => traitTokenIds(context.db, context.chainSymbol, token, order.traitType!, order.traitValue!, indexedBy);
  const matches = (ids: bigint[]) => ids.length > 0 && criteriaRoot(ids).toLowerCase() === order.criteriaRoot;
  const now = await read();
  if (matches(now)) return now;
  const then = await read(order.createdAt);
  if (matches(then)) return then;
  throw new AppError('offer_token_not_matching', undefined, { details: { reason: 'trait_items_changed' } });
}

/**
 * The owner's steps before accepting (docs/product.md "Offers"): setApprovalForAll of the NFT contract to the
 * marketplace conduit when missing, and an ERC-20 approval to the conduit for the fee and royalty Seaport takes from
 * the owner out of the amount it just paid them. The approval adds what this fill needs to what the owner already
 * allows, so their own offers in the same currency stay covered (ERC-20 approve replaces, it does not add).
 */
async function acceptSteps(context: OfferAcceptContext, wanted: Wanted, needs: Map<Address, bigint>): Promise<TransactionStep[]> {
  const { owner, conduit, buyer } = context;
  const steps: TransactionStep[] = [];
  if (!(await owner.approvedForAll(wanted.token, buyer, conduit))) {
    steps.push({
      kind: 'transaction',
      description: `Approve the marketplace's Seaport conduit (${conduit}) to transfer your items of ${wanted.token}`,
      to: wanted.token,
      data: encodeFunctionData({ abi: setApprovalForAllAbi, functionName: 'setApprovalForAll', args: [conduit, true] }),
      value: '0',
    });
  }
  for (const [currency, amount] of needs) {
    const allowance = await context.reader.allowance(currency, buyer, conduit);
    if (allowance >= amount) continue;
    steps.push({
      kind: 'transaction',
      description: `Approve the marketplace's Seaport conduit (${conduit}) to take the marketplace fee and royalty in ${currency}`,
      to: currency,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [conduit, allowance + amount] }),
      value: '0',
    });
  }
  return steps;
}

/**
 * The maker's balance and allowance to the conduit must still cover what this fill pays, read now: the indexer marks
 * such an offer inactive from the ERC-20's logs, but a transfer in the last blocks would make the owner's transaction
 * revert and waste their gas. Refused as the inactive offer it is about to become.
 */
async function assertMakerFunds(context: OfferAcceptContext, components: OrderComponents, amount: bigint): Promise<void> {
  const currency = getAddress(components.offer[0]!.token);
  const [balance, allowance] = await Promise.all([
    context.owner.erc20Balance(currency, components.offerer),
    context.reader.allowance(currency, components.offerer, context.conduit),
  ]);
  const shortfall = erc20Shortfall({ balance, allowance }, amount);
  if (shortfall) throw notFillable('inactive', { statusReason: shortfall });
}

/**
 * POST /v1/orders/{chain}/{orderHash}/fill for an offer: the signed-in owner of a wanted token accepts it. Checks the
 * book (an active offer, started, not expired, copies left) and the chain (Seaport's status and counter; the owner
 * holds the token, else not_nft_owner; the maker still has the funds), picks the copies (all the owner can give, at
 * most what is left), signs the zone's authorisation for this owner only, and answers the steps and Seaport's
 * fulfillAdvancedOrder with the owner's conduit key (the NFT and the fee and royalty move through the conduit) and the criteria resolver.
 */
export async function acceptOffer(
  context: OfferAcceptContext,
  order: OrderRow,
  body: { quantity?: number | undefined; tokenId?: string | undefined },
): Promise<OrderFillResponse> {
  const bookRemaining = assertBookAllowsFill(order, context.buyer, context.nowSeconds, 'offer');
  const components = fromOrderComponentsJson(order.parameters as OrderComponentsInput);
  if (components.zone !== context.zone) throw notFillable('zone_changed');
  const wanted = await wantedToken(context, order, components.consideration[0]!, body.tokenId);
  const orderHash = order.orderHash as Hex;
  const [holding, state] = await Promise.all([
    context.owner.nftHolding(wanted.standard, wanted.token, wanted.tokenId, context.buyer),
    context.reader.orderState(context.seaport, orderHash, components.offerer),
  ]);
  if (holding === 0n) throw new AppError('not_nft_owner');
  const chainRemaining = assertChainAllowsFill(order, state);
  const remaining = bookRemaining < chainRemaining ? bookRemaining : chainRemaining;
  const copies = body.quantity ?? Number(holding < remaining ? holding : remaining);
  if (BigInt(copies) > holding) throw new AppError('order_quantity_invalid', undefined, { details: { holding: holding.toString() } });
  const { numerator, denominator } = fillFraction(order, copies, remaining);
  await assertMakerFunds(context, components, (components.offer[0]!.startAmount * numerator) / denominator);

  const from = context.chainTime > BigInt(context.nowSeconds) ? context.chainTime : BigInt(context.nowSeconds);
  const extraData = await context.authorise({
    chainId: context.chainId,
    zone: context.zone,
    orderHash,
    fulfiller: context.buyer,
    expiry: from + BigInt(authorisationLifetimeSeconds),
  });
  const fill = { components, signature: order.signature as Hex, numerator, denominator, extraData };
  const resolvers = wanted.resolver ? [wanted.resolver] : [];
  const transaction = encodeFulfillAdvancedOrder({
    seaport: context.seaport,
    fill,
    fulfillerConduitKey: components.conduitKey,
    criteriaResolvers: resolvers,
    at: context.chainTime,
  });
  const steps = await acceptSteps(context, wanted, erc20Needs([fill], context.chainTime));
  return {
    steps,
    transaction: { to: transaction.to, data: transaction.data, value: transaction.value.toString() },
    order: { parameters: toOrderComponentsJson(components), signature: fill.signature },
    extraData,
    numerator: numerator.toString(),
    denominator: denominator.toString(),
    criteriaResolvers: resolvers.map((resolver) => ({
      orderIndex: resolver.orderIndex.toString(),
      side: resolver.side,
      index: resolver.index.toString(),
      identifier: resolver.identifier.toString(),
      criteriaProof: [...resolver.criteriaProof],
    })),
  };
}

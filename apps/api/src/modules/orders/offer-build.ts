import { randomBytes } from 'node:crypto';
import { encodeFunctionData, erc20Abi, getAddress, hexToBigInt, maxUint256, type Address } from 'viem';
import type { Database } from '@nft/db';
import type { PaymentToken } from '@nft/chains';
import {
  buildOffer,
  criteriaRoot,
  offerSplit,
  orderTypedData,
  toOrderComponentsJson,
  wrapNativeStep,
  type OfferTarget,
  type OrderComponents,
} from '@nft/seaport';
import { AppError } from '@nft/shared';
import type { OfferBuildBody, OrderBuildResponse, TransactionStep } from '@nft/api-contract';
import { chainRead } from './chain-read';
import { readErc20Funds, requireErc20PaymentToken, type Erc20Funds } from './erc20-funds';
import { itemRoyalty } from './item-royalty';
import { requiredPayees } from './listing-terms';
import { firstTokenId, traitTokenIds } from './offer-targets.repository';
import { toBaseUnits } from './price-units';
import { readCounter, readTokenStandard } from './token-reads';
import type { TradingChain, TradingChains } from './trading-chain';

export type OfferBuildDeps = { db: Database; trading: TradingChains; now: () => number };

type OfferItem = OfferBuildBody['items'][number];

/**
 * What the offer asks for and the token whose royalty it pays: the token itself for an item offer; for a
 * collection or trait offer the lowest indexed token of the collection (or of the trait), whose ERC-2981
 * answer or, without one, the collection's royalty setting applies (docs/product.md "Trading", Offers).
 */
async function resolveTarget(db: Database, chain: TradingChain, token: Address, item: OfferItem) {
  if (item.tokenId !== undefined) {
    const tokenId = BigInt(item.tokenId);
    return { target: { kind: 'item', token, identifier: tokenId } satisfies OfferTarget, royaltyToken: tokenId };
  }
  if (item.trait) {
    const ids = await traitTokenIds(db, chain.symbol, token, item.trait.type, item.trait.value);
    if (ids.length === 0) throw new AppError('order_format_invalid', 'No indexed item of this collection has this trait');
    return { target: { kind: 'trait', token, root: criteriaRoot(ids) } satisfies OfferTarget, royaltyToken: ids[0]! };
  }
  const first = await firstTokenId(db, chain.symbol, token);
  if (first === null) throw new AppError('order_format_invalid', 'No item of this collection is indexed');
  return { target: { kind: 'collection', token } satisfies OfferTarget, royaltyToken: first };
}

/** The ERC-20 approval a maker sends once per currency: unlimited, like OpenSea's, so later offers need no new approval. */
function erc20ApprovalStep(chain: TradingChain, currency: Address, symbol: string): TransactionStep {
  return {
    kind: 'transaction',
    description: `Approve the marketplace's Seaport conduit (${chain.conduit}) to transfer your ${symbol}`,
    to: currency,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [chain.conduit, maxUint256] }),
    value: '0',
  };
}

/**
 * The chain's wrapped native token is the payment token named W + the native symbol (WETH for ETH): the registry
 * lists it right after native (packages/contracts deployment payment-tokens).
 */
function isWrappedNative(chain: TradingChain, token: PaymentToken): boolean {
  const native = chain.paymentTokens.find((candidate) => candidate.native);
  return native !== undefined && !token.native && token.symbol === `W${native.symbol}`;
}

/**
 * The steps before signing: a wrap of the shortfall when the currency is the wrapped native token and native
 * covers it, then the approval when the conduit may not spend the price; "Not enough tokens!" when neither covers it.
 */
export async function fundingSteps(chain: TradingChain, currency: PaymentToken, maker: Address, funds: Erc20Funds, price: bigint) {
  const steps: TransactionStep[] = [];
  if (funds.balance < price) {
    if (!isWrappedNative(chain, currency)) throw new AppError('order_insufficient_tokens');
    const nativeBalance = await chainRead(chain.client.getBalance({ address: maker }));
    const wrap = wrapNativeStep({
      wrappedNative: getAddress(currency.address),
      amount: price,
      wrappedBalance: funds.balance,
      nativeBalance,
    });
    if (wrap === 'insufficient') throw new AppError('order_insufficient_tokens');
    if (wrap) steps.push(wrap);
  }
  if (funds.allowance < price) steps.push(erc20ApprovalStep(chain, getAddress(currency.address), currency.symbol));
  return steps;
}

/**
 * POST /v1/orders/build with side "offer": an ERC-20 offer for one NFT, any item of a collection or any
 * item with a trait. Refuses a native or unlisted currency, an expired end, an amount the maker's
 * balance (and native, for the wrapped native token) cannot cover ("Not enough tokens!"); answers the wrap and
 * approval steps still needed, and the typed data to sign. Intake checks everything again on the signed order.
 */
export async function buildOfferOrder({ db, trading, now }: OfferBuildDeps, caller: Address, body: OfferBuildBody) {
  const maker = getAddress(caller);
  const chain = trading.get(body.chain);
  const currency = requireErc20PaymentToken(chain, body.currency);
  const currencyAddress = getAddress(currency.address);
  const nowSeconds = BigInt(Math.floor(now() / 1000));
  const endTime = BigInt(body.endTime);
  if (endTime <= nowSeconds) throw new AppError('order_time_invalid');
  const item = body.items[0]!;
  const token = getAddress(item.contract);
  const standard = await readTokenStandard(chain, token);
  if (!standard) throw new AppError('order_format_invalid', 'This contract is neither ERC-721 nor ERC-1155');
  const quantity = BigInt(item.quantity ?? 1);
  if (standard === 'ERC-721' && quantity !== 1n) throw new AppError('order_quantity_invalid');
  const price = toBaseUnits(body.price, currency.decimals);
  // Each copy's price must be whole base units so every partial fill of an ERC-1155 offer divides exactly.
  if (price <= 0n || price % quantity !== 0n) throw new AppError('order_price_invalid');

  const { target, royaltyToken } = await resolveTarget(db, chain, token, item);
  const [{ royalty }, funds, counter, conduitKey, latestBlock] = await Promise.all([
    itemRoyalty(db, chain, token, royaltyToken),
    readErc20Funds(chain, currencyAddress, maker),
    readCounter(chain, maker),
    trading.conduitKey(chain),
    chainRead(chain.client.getBlock({ blockTag: 'latest' })),
  ]);
  const steps = await fundingSteps(chain, currency, maker, funds, price);
  const payees = requiredPayees(chain.fee, royalty);
  if ((payees.fee?.bps ?? 0) + (payees.royalty?.bps ?? 0) >= 10_000) throw new AppError('order_fees_invalid');
  // As for listings: the earlier of this clock and the latest block (a devnet mines only on transactions).
  const startTime = latestBlock.timestamp < nowSeconds ? latestBlock.timestamp : nowSeconds;
  const components = buildOffer({
    offerer: maker,
    zone: chain.zone,
    conduitKey,
    counter,
    standard,
    target,
    quantity,
    currency: currencyAddress,
    price,
    startTime,
    endTime,
    fee: payees.fee ?? { recipient: chain.seaport, bps: 0 },
    royalty: payees.royalty,
    salt: hexToBigInt(`0x${randomBytes(32).toString('hex')}`),
  });
  // buildOffer's own split, so the breakdown is what the order pays.
  const split = offerSplit(price, quantity, payees.fee?.bps ?? 0, payees.royalty?.bps ?? 0);
  return oneOrderToSign(chain, components, steps, { price, payees, fee: split.fee, royalty: split.royalty });
}

/** What the order's price pays: the marketplace fee and the royalty in base units, to the required payees. */
export type PriceSplit = { price: bigint; payees: ReturnType<typeof requiredPayees>; fee: bigint; royalty: bigint };

/**
 * The build route's answer for one order its maker signs (an offer or a bid): the funding steps, the typed
 * data, one breakdown row and the components to post back.
 */
export function oneOrderToSign(
  chain: TradingChain,
  components: OrderComponents,
  steps: TransactionStep[],
  split: PriceSplit,
): OrderBuildResponse {
  const { price, payees, fee, royalty } = split;
  return {
    steps,
    signature: orderTypedData(chain.chainId, chain.seaport, components) as unknown as OrderBuildResponse['signature'],
    breakdown: [
      {
        price: price.toString(),
        marketplaceFee: fee.toString(),
        marketplaceFeeBps: payees.fee?.bps ?? 0,
        royalty: royalty.toString(),
        royaltyBps: payees.royalty?.bps ?? 0,
        royaltyRecipient: payees.royalty?.recipient ?? null,
        sellerReceives: (price - fee - royalty).toString(),
      },
    ],
    orders: [toOrderComponentsJson(components)],
  };
}

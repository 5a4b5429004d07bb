import { randomBytes } from 'node:crypto';
import { encodeFunctionData, getAddress, hexToBigInt, type Address } from 'viem';
import type { Database } from '@nft/db';
import { buildListing, bulkOrderTypedData, itemTypes, orderTypedData, toOrderComponentsJson, type OrderComponents } from '@nft/seaport';
import { AppError } from '@nft/shared';
import type { OrderBuildBody, OrderBuildResponse, TransactionStep } from '@nft/api-contract';
import { chainRead } from './chain-read';
import { itemRoyalty } from './item-royalty';
import { assertSellable } from './listing-conflict.repository';
import { findPaymentToken, requiredPayees, type Payee } from './listing-terms';
import { buildAuctionOrder } from './auction-build';
import { buildBidOrder } from './bid-build';
import { buildOfferOrder } from './offer-build';
import { toBaseUnits } from './price-units';
import { readConduitApproval, readCounter, readHolding, readTokenStandard, setApprovalForAllAbi } from './token-reads';
import type { TradingChain, TradingChains } from './trading-chain';

export type OrderBuildDeps = { db: Database; trading: TradingChains; now?: () => number };

type Breakdown = OrderBuildResponse['breakdown'][number];

/**
 * POST /v1/orders/build (docs/product.md "Trading"): what the maker still has to send (one
 * setApprovalForAll to the conduit per collection that lacks it) and the typed data to sign (one
 * OrderComponents, or Seaport's bulk order tree for several items), with each listing's fee,
 * royalty and proceeds. The same checks as intake run here first, so a form error shows before the
 * wallet opens; intake checks everything again on the signed order.
 */
export function createOrderBuilder({ db, trading, now = () => Date.now() }: OrderBuildDeps) {
  return async function build(caller: Address, body: OrderBuildBody): Promise<OrderBuildResponse> {
    if (body.side === 'offer') return buildOfferOrder({ db, trading, now }, caller, body);
    if (body.side === 'bid') return buildBidOrder({ db, trading, now }, caller, body);
    if (body.kind === 'auction') return buildAuctionOrder({ db, trading, now }, caller, body);
    const maker = getAddress(caller);
    const chain = trading.get(body.chain);
    const currency = findPaymentToken(chain.paymentTokens, body.currency);
    if (!currency) throw new AppError('order_currency_invalid');
    const nowSeconds = BigInt(Math.floor(now() / 1000));
    const endTime = BigInt(body.endTime);
    if (endTime <= nowSeconds || (body.startTime !== undefined && endTime <= BigInt(body.startTime))) {
      throw new AppError('order_time_invalid');
    }
    if (body.privateBuyer && body.privateBuyer.toLowerCase() === maker.toLowerCase()) throw new AppError('order_private_to_self');
    if (body.kind === 'declining' && body.endPrice === undefined) throw new AppError('order_price_invalid');
    const endUnit = body.kind === 'declining' && body.endPrice !== undefined ? toBaseUnits(body.endPrice, currency.decimals) : undefined;

    const [counter, conduitKey, latestBlock] = await Promise.all([
      readCounter(chain, maker),
      trading.conduitKey(chain),
      body.startTime === undefined ? chainRead(chain.client.getBlock({ blockTag: 'latest' })) : undefined,
    ]);
    // An unscheduled listing starts at the earlier of this server's clock and the latest block's time:
    // a node that mines only on transactions (the devnet's anvil) lags the wall clock, and Seaport
    // compares startTime with the block time, so a wallet's gas estimate on the latest block would
    // otherwise fail with InvalidTime (docs/product.md "Trading").
    const startTime = body.startTime !== undefined ? BigInt(body.startTime) : minimum(nowSeconds, latestBlock?.timestamp ?? nowSeconds);
    const approvals = new Map<string, TransactionStep>();
    const built = await Promise.all(
      body.items.map(async (item) => {
        const token = getAddress(item.contract);
        const tokenId = BigInt(item.tokenId);
        const startUnit = toBaseUnits(item.price ?? body.price, currency.decimals);
        const endPrice = endUnit ?? startUnit;
        if (endPrice > startUnit) throw new AppError('order_price_invalid');
        const standard = await readTokenStandard(chain, token);
        if (!standard) throw new AppError('order_format_invalid', 'This contract is neither ERC-721 nor ERC-1155');
        const amount = BigInt(item.quantity ?? 1);
        if (standard === 'ERC-721' && amount !== 1n) throw new AppError('order_quantity_invalid');
        const [holding, approved, { royalty }] = await Promise.all([
          readHolding(chain, standard, token, tokenId, maker),
          readConduitApproval(chain, token, maker),
          itemRoyalty(db, chain, token, tokenId),
        ]);
        if (holding === 0n) throw new AppError('order_not_owner');
        if (holding < amount) throw new AppError('order_insufficient_balance');
        const sellable = { chain: chain.symbol, maker, contractAddress: token, tokenId: tokenId.toString(), kind: body.kind };
        await assertSellable(db, sellable, new Date(now()));
        if (!approved && !approvals.has(token)) approvals.set(token, approvalStep(chain, token));
        const payees = requiredPayees(chain.fee, royalty);
        if ((payees.fee?.bps ?? 0) + (payees.royalty?.bps ?? 0) >= 10_000) throw new AppError('order_fees_invalid');
        const components = buildListing({
          offerer: maker,
          zone: chain.zone,
          conduitKey,
          counter,
          nft: { itemType: standard === 'ERC-721' ? itemTypes.erc721 : itemTypes.erc1155, token, identifier: tokenId, amount },
          currency: getAddress(currency.address),
          startPrice: startUnit,
          endPrice,
          startTime,
          endTime,
          fee: payees.fee ?? { recipient: chain.seaport, bps: 0 },
          royalty: payees.royalty,
          salt: hexToBigInt(`0x${randomBytes(32).toString('hex')}`),
        });
        return { components, breakdown: breakdownOf(components, payees) };
      }),
    );
    const components = built.map((entry) => entry.components);
    const signature =
      components.length === 1
        ? orderTypedData(chain.chainId, chain.seaport, components[0]!)
        : bulkOrderTypedData(chain.chainId, chain.seaport, components);
    return {
      steps: [...approvals.values()],
      signature: signature as unknown as OrderBuildResponse['signature'],
      breakdown: built.map((entry) => entry.breakdown),
      orders: components.map(toOrderComponentsJson),
    };
  };
}

function minimum(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

function approvalStep(chain: TradingChain, token: Address): TransactionStep {
  return {
    kind: 'transaction',
    description: `Approve the marketplace's Seaport conduit (${chain.conduit}) to transfer your items of ${token}`,
    to: token,
    data: encodeFunctionData({ abi: setApprovalForAllAbi, functionName: 'setApprovalForAll', args: [chain.conduit, true] }),
    value: '0',
  };
}

// The start amounts: what the buyer pays and each payee receives at the listing's start price.
function breakdownOf(components: OrderComponents, payees: { fee: Payee | null; royalty: Payee | null }): Breakdown {
  const [seller, ...others] = components.consideration;
  const paidTo = (payee: Payee | null) =>
    payee
      ? others
          .filter((item) => item.recipient.toLowerCase() === payee.recipient.toLowerCase())
          .reduce((sum, item) => sum + item.startAmount, 0n)
      : 0n;
  const price = components.consideration.reduce((sum, item) => sum + item.startAmount, 0n);
  return {
    price: price.toString(),
    marketplaceFee: paidTo(payees.fee).toString(),
    marketplaceFeeBps: payees.fee?.bps ?? 0,
    royalty: paidTo(payees.royalty).toString(),
    royaltyBps: payees.royalty?.bps ?? 0,
    royaltyRecipient: payees.royalty?.recipient ?? null,
    sellerReceives: (seller?.startAmount ?? 0n).toString(),
  };
}

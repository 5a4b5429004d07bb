import { z } from 'zod';
import { isAddress, type Address, type Hex } from 'viem';
import { chainSymbols } from '@nft/chains';

/** The marketplace fee of one chain: basis points of every listing's price, paid to `recipient`. */
export type MarketplaceFee = { bps: number; recipient: Address };

/**
 * Trading settings (docs/product.md "Trading"): the fee per chain (a chain without one charges
 * none) and the key that signs the zone's fill authorisations. The key is a secret: it lives in
 * `secrets.orderSignerKey`, never here, and is never logged.
 */
export type TradingConfig = {
  fees: Readonly<Record<string, MarketplaceFee>>;
  /**
   * English auctions (docs/decisions/031-english-auctions.md): a bid this close to the end moves the end to now +
   * extensionSeconds (0 turns anti-sniping off); the settlement job looks for ended auctions every settlementIntervalMs.
   */
  auctions: { extensionSeconds: number; settlementIntervalMs: number };
};

const fee = z.strictObject({
  // Fee and royalty share the price; a fee of half of it is already absurd.
  bps: z.number().int().min(0).max(5_000),
  recipient: z.string().refine((value) => isAddress(value), 'must be an EVM address (0x + 40 hex digits, valid checksum when mixed case)'),
});

/** MARKETPLACE_FEES: JSON `{"<chain>":{"bps":250,"recipient":"0x..."}}`. */
export const marketplaceFeesSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON like {"bsc":{"bps":250,"recipient":"0x..."}}' });
      return z.NEVER;
    }
  })
  .pipe(z.partialRecord(z.enum(chainSymbols), fee))
  .transform((fees): Record<string, MarketplaceFee> =>
    Object.fromEntries(
      Object.entries(fees).flatMap(([chain, value]) =>
        value ? [[chain, { bps: value.bps, recipient: value.recipient.toLowerCase() as Address }]] : [],
      ),
    ),
  );

/** ORDER_SIGNER_KEY: the zone signer's private key, 0x + 64 hex digits. The message never quotes the value. */
export const orderSignerKeySchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a private key: 0x followed by 64 hex digits')
  .transform((value) => value.toLowerCase() as Hex);

/**
 * SETTLEMENT_KEYS: JSON `{"<chain>":"0x<64 hex>"}`, the private key of the account that settles English auctions on
 * each chain (sends matchAdvancedOrders and pays its gas; docs/decisions/031-english-auctions.md). A secret like
 * ORDER_SIGNER_KEY: the message never quotes a value.
 */
export const settlementKeysSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON like {"bsc":"0x<64 hex digits>"}' });
      return z.NEVER;
    }
  })
  .pipe(z.partialRecord(z.enum(chainSymbols), orderSignerKeySchema))
  .transform((keys): Record<string, Hex> =>
    Object.fromEntries(Object.entries(keys).flatMap(([chain, key]) => (key ? [[chain, key]] : []))),
  );

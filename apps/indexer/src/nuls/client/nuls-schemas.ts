import { z } from 'zod';
import { isNulsAddress } from '@nft/nuls';

/** A NULS address string (checksum verified); kept exactly as written, base58 is case-sensitive. */
export const nulsAddressSchema = z.string().refine((value) => isNulsAddress(value), { error: 'not a NULS address' });

/** Mints have no sender and burns no recipient: the API writes null or leaves the field out (some builds write ''). */
const optionalAddress = z
  .union([nulsAddressSchema, z.literal(''), z.null()])
  .optional()
  .transform((value) => value || null);

const tokenIdSchema = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,78}$/));

/** NULS hashes are 64 hex characters without a prefix. */
const hashSchema = z.string().regex(/^[0-9a-fA-F]{64}$/);

/** Block times are seconds; accept milliseconds too, since some API builds send them. */
const timeSchema = z
  .number()
  .nonnegative()
  .transform((value) => new Date(value > 1e12 ? value : value * 1000));

export const blockHeaderSchema = z
  .object({
    hash: hashSchema,
    height: z.number().int().nonnegative(),
    preHash: hashSchema.nullish(),
    createTime: timeSchema.optional(),
    time: timeSchema.optional(),
  })
  .transform((header) => ({
    hash: header.hash.toLowerCase(),
    height: header.height,
    // The genesis block has no parent.
    preHash: (header.preHash ?? '0'.repeat(64)).toLowerCase(),
    time: header.createTime ?? header.time ?? new Date(0),
  }));
export type NulsBlockHeader = z.output<typeof blockHeaderSchema>;

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int().nonnegative(),
    list: z.array(item),
  });
export interface NulsPage<T> {
  pageNumber: number;
  pageSize: number;
  totalCount: number;
  list: T[];
}

export const token721TransferSchema = z.object({
  txHash: hashSchema.transform((value) => value.toLowerCase()),
  height: z.number().int().nonnegative(),
  contractAddress: nulsAddressSchema,
  fromAddress: optionalAddress,
  toAddress: optionalAddress,
  tokenId: tokenIdSchema,
  time: z.number().nullish(),
});
export type NulsToken721Transfer = z.output<typeof token721TransferSchema>;

export const token721IdSchema = z.object({
  contractAddress: nulsAddressSchema,
  name: z.string().nullish(),
  symbol: z.string().nullish(),
  tokenId: tokenIdSchema,
  tokenURI: z.string().nullish(),
  owner: optionalAddress,
  time: z.number().nullish(),
});
export type NulsToken721Id = z.output<typeof token721IdSchema>;

export const accountToken721Schema = z.object({
  address: nulsAddressSchema,
  contractAddress: nulsAddressSchema,
  name: z.string().nullish(),
  symbol: z.string().nullish(),
  tokenCount: z.number().int().nonnegative(),
});
export type NulsAccountToken721 = z.output<typeof accountToken721Schema>;

export const invokeViewSchema = z.object({ result: z.string().nullable() });

/** The token moves of one contract call, in execution order (docs/nuls.md writes from/to; the public service fromAddress/toAddress). */
const resultTransferSchema = z
  .object({
    contractAddress: nulsAddressSchema,
    from: optionalAddress,
    to: optionalAddress,
    fromAddress: optionalAddress,
    toAddress: optionalAddress,
    tokenId: tokenIdSchema,
  })
  .transform((t) => ({ contractAddress: t.contractAddress, from: t.from ?? t.fromAddress, to: t.to ?? t.toAddress, tokenId: t.tokenId }));

const transfersHolder = z.object({ token721Transfers: z.array(resultTransferSchema).default([]) }).loose();

/** Some API builds nest the contract result under `data`. */
export const contractTxResultSchema = z.union([z.object({ data: transfersHolder }).loose(), transfersHolder]).transform((value) => ({
  token721Transfers:
    'data' in value && value.data
      ? (value.data as z.output<typeof transfersHolder>).token721Transfers
      : (value as z.output<typeof transfersHolder>).token721Transfers,
}));
export type NulsContractTxResult = z.output<typeof contractTxResultSchema>;

export const rpcEnvelopeSchema = z.union([
  z.object({ error: z.object({ code: z.union([z.string(), z.number()]), message: z.string().default(''), data: z.unknown().optional() }) }),
  z.object({ result: z.unknown() }),
]);

import { z } from 'zod';
import { isNulsAddress } from '@nft/nuls';

// '' is a legal value everywhere: it means "not deployed on this chain".
export const evmAddressSchema = z.string().regex(/^(0x[0-9a-fA-F]{40})?$/, { error: 'must be a 0x-prefixed 20-byte hex address' });

export const nulsAddressSchema = z
  .string()
  .refine((value) => value === '' || isNulsAddress(value, 1), { error: 'must be a NULS mainnet address (NULSd...)' });

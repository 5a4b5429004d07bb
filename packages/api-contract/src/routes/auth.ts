import { z } from 'zod';
import { walletSymbols } from '@nft/chains';

// Bounds keep hostile bodies cheap to refuse: an EIP-4361 message is a few hundred bytes, a
// signature at most a few kilobytes (an ERC-6492 wrapper carries factory calldata).
const chainField = z.string().min(1).max(16).describe("A chain symbol from GET /v1/chains, e.g. 'local1', 'bsc', 'nuls'");
const addressField = z.string().min(1).max(64).describe('EVM 0x address or NULS address of the signing wallet');

export const loginMessageBodySchema = z.object({ address: addressField, chain: chainField });
export type LoginMessageBody = z.output<typeof loginMessageBodySchema>;
export const loginMessageSchema = z.string().describe('The message to sign, exactly as given');

export const loginAuthBodySchema = z.object({
  chain: chainField,
  message: z.string().min(1).max(4096).describe('The message from POST /v1/login/message, exactly as signed'),
  address: addressField,
  signature: z
    .string()
    .max(20_000)
    .regex(/^(0x)?[0-9a-fA-F]+$/, 'must be hex')
    .describe('EVM: 0x-hex personal_sign signature (EIP-1271 / ERC-6492 accepted). NULS: the DER hex Nabox returns'),
  pubkey: z
    .string()
    .regex(/^(0x)?([0-9a-fA-F]{66}|[0-9a-fA-F]{130})$/, 'must be a hex secp256k1 public key')
    .optional()
    .describe('NULS only (required there): the public key from Nabox getPub; ignored for EVM'),
  wallet: z.enum(walletSymbols).optional().describe('The wallet used, recorded with the session'),
});
export type LoginAuthBody = z.output<typeof loginAuthBodySchema>;

export const sessionTokenSchema = z.object({
  token: z.string().describe('Send it back in the `token` header of every call'),
  expiresAt: z.iso.datetime(),
  address: z.string(),
});
export type SessionToken = z.input<typeof sessionTokenSchema>;

export const meSchema = z.object({
  address: z.string(),
  chain: z.string(),
  expiresAt: z.iso.datetime(),
  isAdmin: z.boolean().describe('An operator of this marketplace (ADMIN_ADDRESSES): the web app shows the console link'),
});
export const logoutSchema = z.object({ loggedOut: z.literal(true) });

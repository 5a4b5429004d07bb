import { getAddress, isAddress, isHex, type Address, type Hex } from 'viem';
import { z } from 'zod';

const addressSchema = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'expected an address')
  .transform((value) => getAddress(value) as Address);

const bytes32Schema = z
  .string()
  .refine((value) => isHex(value) && value.length === 66, 'expected 32 bytes of hex')
  .transform((value) => value as Hex);

/** Where the marketplace contracts live on one chain; stored as `<dir>/<chainId>.json`. */
export const deploymentSchema = z.object({
  chainId: z.number().int().positive(),
  seaport: addressSchema,
  conduitController: addressSchema,
  conduit: addressSchema,
  /** Seaport orders name the conduit by this key; its first 20 bytes are the deployer. */
  conduitKey: bytes32Schema,
  erc721: addressSchema,
  erc1155: addressSchema,
  /** The marketplace's Seaport zone; every listing is restricted to it (docs/decisions/028-marketplace-signed-zone.md). */
  zone: addressSchema,
  /** The local chain's ERC-20 payment tokens: wrapped native (WETH9 semantics) and a 6-decimal stable token. */
  wrappedNative: addressSchema,
  stableToken: addressSchema,
  /** The NFT staking contract (docs/decisions/040-nft-staking-contract.md); the registry's stakeContract. */
  staking: addressSchema,
  /** The drop factory (docs/decisions/046-drop-contract.md); the registry's dropFactoryContract. */
  dropFactory: addressSchema,
  deployedAt: z.iso.datetime(),
});

export type Deployment = {
  chainId: number;
  seaport: Address;
  conduitController: Address;
  conduit: Address;
  conduitKey: Hex;
  erc721: Address;
  erc1155: Address;
  zone: Address;
  wrappedNative: Address;
  stableToken: Address;
  staking: Address;
  dropFactory: Address;
  deployedAt: string;
};

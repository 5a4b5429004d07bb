import { z } from 'zod';
import { chainSymbols, localChainSymbols } from '../chain-symbol';
import type { ChainPreset, EvmChainPreset } from '../chains/chain-preset';
import { chainPresets } from '../chains/chain-presets';
import { evmAddressSchema, nulsAddressSchema } from './address-schemas';
import { explorerUrlSchema, rpcUrlSchema } from './url-schemas';

function stakeContractSchema(preset: EvmChainPreset) {
  switch (preset.stakeContract) {
    case 'configurable':
      return evmAddressSchema.optional();
    case 'empty':
      return z.literal('', { error: `${preset.chainName} has no stake contract: it must stay ''` }).optional();
    case 'absent':
      return z.undefined({ error: `${preset.chainName} has no stake contract entry` }).optional();
  }
}

function contractsSchema(preset: ChainPreset) {
  if (preset.family === 'nuls') {
    const address = nulsAddressSchema.optional();
    return z.strictObject({
      exchangeContract: address,
      proxyContract: address,
      nftContract: address,
      zeroAddressContract: address,
    });
  }
  const address = evmAddressSchema.optional();
  return z.strictObject({
    registryContract: address,
    tokenTransferProxyContract: address,
    ERC721Contract: address,
    ERC1155Contract: address,
    zoneContract: address,
    stakeContract: stakeContractSchema(preset),
    dropFactoryContract: address,
  });
}

function paymentTokensSchema(preset: ChainPreset) {
  const token = z.strictObject({
    symbol: z.string().min(1).max(16),
    name: z.string().min(1).max(64),
    decimals: z.number().int().min(0).max(36),
    address: preset.family === 'nuls' ? nulsAddressSchema : evmAddressSchema,
  });
  return z.array(token.refine((value) => value.address !== '', { error: 'a payment token needs an address' }));
}

/** One optional entry per chain symbol; unknown symbols are refused. */
function perChain<T extends z.ZodType>(schemaOf: (preset: ChainPreset) => T) {
  return z.strictObject(Object.fromEntries(chainSymbols.map((symbol) => [symbol, schemaOf(chainPresets[symbol]).optional()])));
}

/**
 * Validates a ChainRegistryConfig: URL protocols, address formats per chain family, and the
 * stake-contract rules of docs/product.md (spec section 3) (a chain without a stake contract cannot be given one).
 */
export const chainRegistryConfigSchema = z.strictObject({
  rpcUrls: z.partialRecord(z.enum(chainSymbols), rpcUrlSchema).optional(),
  explorerUrls: z.partialRecord(z.enum(chainSymbols), explorerUrlSchema).optional(),
  localChains: z
    .strictObject({
      enabled: z.boolean(),
      rpcUrls: z.partialRecord(z.enum(localChainSymbols), rpcUrlSchema).optional(),
    })
    .optional(),
  contracts: perChain(contractsSchema).optional(),
  paymentTokens: perChain(paymentTokensSchema).optional(),
});

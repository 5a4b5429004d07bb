import { z } from 'zod';
import type { ChainDefinition } from '../chain-definition';
import { chainSymbols } from '../chain-symbol';
import type { ChainPreset } from '../chains/chain-preset';
import { walletSymbols } from '../wallets/wallet-symbol';

const nativeCurrencySchema = z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int() });

const baseShape = {
  chainName: z.string(),
  symbol: z.enum(chainSymbols),
  chainId: z.string(),
  chainIdNumber: z.number().int(),
  rpcUrl: z.string(),
  blockExplorerUrl: z.string(),
  chainIcon: z.string(),
  supportWallets: z.array(z.enum(walletSymbols)),
  nativeCurrency: nativeCurrencySchema,
  testnet: z.boolean(),
  local: z.boolean(),
  paymentTokens: z.array(nativeCurrencySchema.extend({ address: z.string(), native: z.boolean() })),
  contractStandard: z.array(z.enum(['ERC-721', 'ERC-1155', 'NRC-721'])),
  /** Whether this deployment serves the chain (its RPC URL is configured, or it is a local chain). */
  active: z.boolean(),
};

const evmContractsShape = {
  registryContract: z.string(),
  tokenTransferProxyContract: z.string(),
  ERC721Contract: z.string(),
  ERC1155Contract: z.string().optional(),
  zoneContract: z.string().optional(),
  stakeContract: z.string().optional(),
  dropFactoryContract: z.string().optional(),
};

const nulsContractsShape = {
  exchangeContract: z.string(),
  proxyContract: z.string(),
  nftContract: z.string(),
  zeroAddressContract: z.string(),
};

/** What the API serves about a chain (e.g. GET /v1/chains) and the web app parses. */
export const publicChainDefinitionSchema = z.discriminatedUnion('family', [
  z.object({
    ...baseShape,
    ...evmContractsShape,
    family: z.literal('evm'),
    isEthLike: z.literal(true),
    contracts: z.object(evmContractsShape),
  }),
  z.object({
    ...baseShape,
    ...nulsContractsShape,
    family: z.literal('nuls'),
    isEthLike: z.literal(false),
    contracts: z.object(nulsContractsShape),
  }),
]);

export type PublicChainDefinition = z.infer<typeof publicChainDefinitionSchema>;

/**
 * The browser-safe copy of a definition. A configured RPC URL may embed an API key, so production
 * chains show their public default instead; local chains show the configured URL, which the
 * browser wallet must reach too.
 */
export function toPublicChain(chain: ChainDefinition, preset: ChainPreset, active: boolean): PublicChainDefinition {
  const rpcUrl = chain.local ? chain.rpcUrl : preset.rpcUrl;
  // A JSON round trip guarantees the result is plain data, detached from the frozen definition.
  return JSON.parse(JSON.stringify({ ...chain, rpcUrl, active })) as PublicChainDefinition;
}

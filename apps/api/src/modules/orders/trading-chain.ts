import { createPublicClient, getAddress, http, type Address, type Hex, type PublicClient } from 'viem';
import type { ChainRegistry, EvmChainDefinition, PaymentToken } from '@nft/chains';
import { conduitControllerAbi, seaportAbi } from '@nft/contracts/abi';
import { AppError } from '@nft/shared';
import type { MarketplaceFee } from '../../config/trading-config';
import { chainRead } from './chain-read';

/** What trading needs of one EVM chain: its Seaport, conduit and zone, a client, the fee and the currencies. */
export type TradingChain = {
  definition: EvmChainDefinition;
  symbol: string;
  chainId: number;
  seaport: Address;
  conduit: Address;
  zone: Address;
  client: PublicClient;
  /** null: this chain charges no marketplace fee. */
  fee: MarketplaceFee | null;
  paymentTokens: readonly PaymentToken[];
};

export type TradingChains = {
  /** The chain by symbol; unsupported_chain when it is unknown, inactive, NULS or lacks the marketplace's contracts. */
  get(symbol: string): TradingChain;
  /** The conduit's key (OrderComponents.conduitKey), read once from the chain: Seaport names its controller, the controller the key. */
  conduitKey(chain: TradingChain): Promise<Hex>;
};

export type TradingChainsDeps = { chains: ChainRegistry; fees: Readonly<Record<string, MarketplaceFee>>; rpcTimeoutMs: number };

const present = (value: string | undefined): value is string => value !== undefined && value !== '';

export function createTradingChains({ chains, fees, rpcTimeoutMs }: TradingChainsDeps): TradingChains {
  const resolved = new Map<string, TradingChain>();
  const conduitKeys = new Map<string, Promise<Hex>>();

  function build(symbol: string): TradingChain {
    // get() throws unsupported_chain for an unknown symbol.
    const definition = chains.get(symbol);
    if (definition.family !== 'evm' || !chains.isActive(definition.symbol)) throw new AppError('unsupported_chain');
    const { registryContract, tokenTransferProxyContract, zoneContract } = definition.contracts;
    // Without Seaport, its conduit and the marketplace zone nothing can be listed here (docs/product.md "Trading").
    if (!present(registryContract) || !present(tokenTransferProxyContract) || !present(zoneContract))
      throw new AppError('unsupported_chain');
    return {
      definition,
      symbol: definition.symbol,
      chainId: definition.chainIdNumber,
      seaport: getAddress(registryContract),
      conduit: getAddress(tokenTransferProxyContract),
      zone: getAddress(zoneContract),
      // No retries: a request waits at most one bound per read, then answers 503.
      client: createPublicClient({ transport: http(definition.rpcUrl, { timeout: rpcTimeoutMs, retryCount: 0, batch: true }) }),
      fee: fees[definition.symbol] ?? null,
      paymentTokens: definition.paymentTokens,
    };
  }

  return {
    get(symbol) {
      let chain = resolved.get(symbol);
      if (!chain) {
        chain = build(symbol);
        resolved.set(symbol, chain);
      }
      return chain;
    },
    conduitKey(chain) {
      let key = conduitKeys.get(chain.symbol);
      if (!key) {
        key = readConduitKey(chain);
        conduitKeys.set(chain.symbol, key);
        // A failed read is not remembered: the next request asks the chain again.
        key.catch(() => conduitKeys.delete(chain.symbol));
      }
      return key;
    },
  };
}

async function readConduitKey({ client, seaport, conduit }: TradingChain): Promise<Hex> {
  const [, , controller] = await chainRead(client.readContract({ address: seaport, abi: seaportAbi, functionName: 'information' }));
  const key = await chainRead(
    client.readContract({ address: controller, abi: conduitControllerAbi, functionName: 'getKey', args: [conduit] }),
  );
  return key.toLowerCase() as Hex;
}

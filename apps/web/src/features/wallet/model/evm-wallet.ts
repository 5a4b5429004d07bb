import { defineChain, type Chain, type EIP1193Provider } from 'viem';
import { createConfig, http, injected, type Config, type Connector } from 'wagmi';
import { connect, disconnect, getConnection, signMessage, switchChain, watchConnection } from 'wagmi/actions';
import type { PublicChain, PublicWallet } from '../../../lib/chain-registry/get-chain-registry';
import { resolveInjected } from './injected-provider';

type EvmChain = Extract<PublicChain, { family: 'evm' }>;

/** The registry's chain as viem knows it; wallet_addEthereumChain is built from this. */
function toViemChain(chain: EvmChain): Chain {
  return defineChain({
    id: chain.chainIdNumber,
    name: chain.chainName,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    blockExplorers: chain.blockExplorerUrl ? { default: { name: chain.chainName, url: chain.blockExplorerUrl } } : undefined,
    testnet: chain.testnet,
  });
}

function legacyConnectorId(wallet: PublicWallet): string {
  return `legacy.${wallet.symbol}`;
}

/**
 * wagmi for the EVM wallets: EIP-6963 discovery plus one connector per wallet's legacy injected
 * object. No wagmi storage: the session lives under the spec's own session storage keys.
 */
export function createEvmWallets(chains: PublicChain[], wallets: PublicWallet[]) {
  const evmChains = chains.filter((chain): chain is EvmChain => chain.family === 'evm' && chain.active).map(toViemChain);
  const [first, ...rest] = evmChains;
  if (!first) throw new Error('no active EVM chain');
  const legacy = wallets
    .filter((wallet) => wallet.families.includes('evm') && wallet.externalProvider.injected.length > 0)
    .map((wallet) =>
      injected({
        shimDisconnect: false,
        target: {
          id: legacyConnectorId(wallet),
          name: wallet.walletName,
          provider: (window) => findLegacyProvider(wallet, window ?? globalThis),
        },
      }),
    );
  const config: Config = createConfig({
    chains: [first, ...rest],
    connectors: legacy,
    multiInjectedProviderDiscovery: true,
    storage: null,
    ssr: false,
    transports: Object.fromEntries(evmChains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])])),
  });

  function connectorFor(wallet: PublicWallet): Connector | undefined {
    const announced = config.connectors.find((connector) => wallet.externalProvider.eip6963Rdns.includes(connector.id));
    if (announced) return announced;
    if (!findLegacyProvider(wallet, window)) return undefined;
    return config.connectors.find((connector) => connector.id === legacyConnectorId(wallet));
  }

  return {
    config,
    isInstalled: (wallet: PublicWallet) => connectorFor(wallet) !== undefined,
    /** Connects (or reuses the connection) and moves the wallet to `chainId`, adding the chain on 4902. */
    async connect(wallet: PublicWallet, chainId: number): Promise<{ address: string; chainId: number }> {
      const connector = connectorFor(wallet);
      if (!connector) throw new Error(`${wallet.walletName} is not installed`);
      const current = getConnection(config);
      if (current.status === 'connected' && current.connector?.uid !== connector.uid) await disconnect(config);
      if (getConnection(config).status === 'connected') {
        await switchChain(config, { chainId, connector });
      } else {
        await connect(config, { connector, chainId });
      }
      const connection = getConnection(config);
      if (!connection.address || connection.chainId !== chainId) throw new Error('the wallet did not connect to the chain');
      return { address: connection.address, chainId };
    },
    sign: (message: string) => signMessage(config, { message }),
    disconnect: () => disconnect(config),
    /** Calls back when the wallet reports another account or chain; returns the unsubscribe function. */
    watch(callbacks: { onAccount: (address: string) => void; onChain: (chainId: number) => void }): () => void {
      return watchConnection(config, {
        onChange(connection, previous) {
          if (connection.address && previous.address && connection.address !== previous.address) {
            callbacks.onAccount(connection.address);
          }
          if (connection.chainId && previous.chainId && connection.chainId !== previous.chainId) {
            callbacks.onChain(connection.chainId);
          }
        },
      });
    },
  };
}

export type EvmWallets = ReturnType<typeof createEvmWallets>;

function findLegacyProvider(wallet: PublicWallet, root: object): EIP1193Provider | undefined {
  for (const location of wallet.externalProvider.injected) {
    const provider = resolveInjected(location, root);
    if (provider && typeof (provider as { request?: unknown }).request === 'function') return provider as EIP1193Provider;
  }
  return undefined;
}

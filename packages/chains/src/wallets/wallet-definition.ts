import type { ChainFamily } from '../chain-definition';
import type { WalletSymbol } from './wallet-symbol';

/**
 * Where a wallet's provider object lives on `window`: a dot path, and optionally a boolean flag
 * that must be true on it (e.g. `ethereum` + `isMetaMask`). Data only: the web app resolves it.
 */
export type InjectedProviderLocation = { path: string; flag?: string };

export type ExternalProvider = {
  /** EIP-6963 reverse-DNS ids the wallet announces; preferred over the injected objects. */
  eip6963Rdns: string[];
  /** Legacy injected objects, most specific first. */
  injected: InjectedProviderLocation[];
};

export type WalletDefinition<S extends WalletSymbol = WalletSymbol> = {
  symbol: S;
  walletName: string;
  /** A data: URI (see initialsIcon). */
  icon: string;
  /** The chain families the wallet can sign for. */
  families: ChainFamily[];
  /** The EVM (EIP-1193) provider. */
  externalProvider: ExternalProvider;
  /** The NULS-side provider (Nabox only; see docs/nuls.md "The wallet in the page"). */
  nulsProvider?: InjectedProviderLocation;
  /** The wallet's official download page, opened when it is not installed (docs/product.md, spec section 4). */
  downloadLink: string;
};

import { toast } from '../../../components/ui/toast';
import { i18n } from '../../../i18n/i18n';
import { isApiError } from '../../../lib/api-error';
import { getChainRegistry, type PublicChain, type PublicWallet } from '../../../lib/chain-registry/get-chain-registry';
import { authenticate, logout, requestLoginMessage } from '../api/login-api';
import { createEvmWallets, type EvmWallets } from './evm-wallet';
import { connectNabox, findNaboxNuls, signWithNabox } from './nabox-nuls';
import { walletSession, type WalletConnection } from './wallet-session';

// Loaded lazily (with wagmi and viem) the first time a wallet is needed.

let evmWallets: Promise<EvmWallets | undefined> | undefined;
let stopListening: (() => void) | undefined;

/** wagmi over the active EVM chains; undefined when the deployment serves none. */
export function loadEvmWallets(): Promise<EvmWallets | undefined> {
  evmWallets ??= getChainRegistry().then(({ chains, wallets }) =>
    chains.some((chain) => chain.family === 'evm' && chain.active) ? createEvmWallets(chains, wallets) : undefined,
  );
  return evmWallets;
}

async function findChoice(chainSymbol: string, walletSymbol: string) {
  const { chains, wallets } = await getChainRegistry();
  const chain = chains.find((entry) => entry.symbol === chainSymbol);
  const wallet = wallets.find((entry) => entry.symbol === walletSymbol);
  if (!chain) throw new Error(i18n.t('errors.unsupported_chain'));
  if (!wallet) throw new Error(i18n.t('errors.unsupported_wallet'));
  return { chain, wallet };
}

/** Connects `wallet` on `chain` (switching the wallet's network) and stores the connection. */
export async function connectWallet(chain: PublicChain, wallet: PublicWallet): Promise<WalletConnection> {
  const connection = await openConnection(chain, wallet);
  walletSession.connect(connection);
  return connection;
}

async function openConnection(chain: PublicChain, wallet: PublicWallet): Promise<WalletConnection> {
  const base = { chain: chain.symbol, wallet: wallet.symbol };
  if (chain.family === 'nuls') {
    const nabox = findNaboxNuls(wallet.nulsProvider);
    if (!nabox) throw new Error(i18n.t('errors.please_install_wallet'));
    const { address, chainId } = await connectNabox(nabox);
    return { ...base, address, chainId };
  }
  const evm = await loadEvmWallets();
  if (!evm) throw new Error(i18n.t('errors.unsupported_chain'));
  const { address } = await evm.connect(wallet, chain.chainIdNumber);
  listenForAccountChanges(evm);
  return { ...base, address, chainId: chain.chainId };
}

function listenForAccountChanges(evm: EvmWallets) {
  stopListening?.();
  stopListening = evm.watch({
    onAccount: (address) => walletSession.replaceAddress(address),
    onChain: (chainId) => void followChain(chainId),
  });
}

/** The user switched networks inside the wallet: follow a chain we serve, else drop the token. */
async function followChain(chainId: number) {
  const session = walletSession.get();
  if (session.status === 'disconnected') return;
  const { chains } = await getChainRegistry();
  const chain = chains.find((entry) => entry.family === 'evm' && entry.active && entry.chainIdNumber === chainId);
  if (!chain) {
    walletSession.dropToken();
    return;
  }
  walletSession.connect({ address: session.address, wallet: session.wallet, chain: chain.symbol, chainId: chain.chainId });
}

/**
 * Re-attaches the wallet after a reload: the stored session stays, the wallet is asked for its
 * account again, and a different account replaces the stored one (dropping the token).
 */
export async function restoreWallet(): Promise<void> {
  const session = walletSession.get();
  if (session.status === 'disconnected') return;
  const { chain, wallet } = await findChoice(session.chain, session.wallet);
  const connection = await openConnection(chain, wallet);
  walletSession.replaceAddress(connection.address);
}

/** docs/product.md (spec section 4), "Authentication": message, signature (and public key on NULS), token. */
export async function signIn(): Promise<boolean> {
  const session = walletSession.get();
  if (session.status === 'disconnected') {
    toast.warning({ id: 'please-connect-wallet', message: i18n.t('errors.please_connect_wallet') });
    return false;
  }
  try {
    const { chain, wallet } = await findChoice(session.chain, session.wallet);
    // After a reload the wallet library is not attached yet; connecting also confirms the account.
    const { address } = await openConnection(chain, wallet);
    walletSession.replaceAddress(address);
    const message = await requestLoginMessage(address, chain.symbol);
    const signed = await signMessage(chain, wallet, message, address);
    const result = await authenticate({ chain: chain.symbol, message, address, ...signed });
    const now = walletSession.get();
    // The user may have switched accounts or disconnected while the wallet was open.
    if (now.status === 'disconnected' || now.address !== address || now.chain !== chain.symbol) return false;
    walletSession.authenticate(result.token);
    toast.success({ message: i18n.t('wallet.signed_in_toast') });
    return true;
  } catch (error) {
    console.warn('sign-in failed', error);
    const known = isApiError(error) && i18n.exists(`errors.${error.code}`);
    toast.error({ message: known ? i18n.t(`errors.${error.code}` as 'errors.token_expired') : i18n.t('wallet.sign_in_failed') });
    return false;
  }
}

const naboxNoticeId = 'nabox-sign-in-message';

async function signMessage(chain: PublicChain, wallet: PublicWallet, message: string, address: string) {
  if (chain.family === 'nuls') {
    const nabox = findNaboxNuls(wallet.nulsProvider);
    if (!nabox) throw new Error(i18n.t('errors.please_install_wallet'));
    // Nabox shows only a hex code; the full text it stands for is shown here until the wallet answers.
    try {
      return await signWithNabox(nabox, message, address, (digest) =>
        toast.info({
          id: naboxNoticeId,
          persistent: true,
          title: i18n.t('wallet.nabox_sign_title'),
          message: i18n.t('wallet.nabox_sign_body', { digest, message }),
        }),
      );
    } finally {
      toast.hide(naboxNoticeId);
    }
  }
  const evm = await loadEvmWallets();
  if (!evm) throw new Error(i18n.t('errors.unsupported_chain'));
  return { signature: await evm.sign(message) };
}

/** Clears address, wallet and token, stops listening to the wallet and ends the server session. */
export async function disconnectWallet(): Promise<void> {
  // The token header is read from the session, so the server session ends before it is cleared.
  if (walletSession.get().status === 'authenticated') {
    await logout().catch((error: unknown) => console.warn('logout failed', error));
  }
  stopListening?.();
  stopListening = undefined;
  walletSession.disconnect();
  const evm = await evmWallets;
  await evm?.disconnect().catch((error: unknown) => console.warn('wallet disconnect failed', error));
}

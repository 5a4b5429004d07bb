import {
  BaseError,
  ContractFunctionRevertedError,
  InsufficientFundsError,
  UserRejectedRequestError,
  type Abi,
  type Address,
  type Hash,
  type TransactionReceipt,
} from 'viem';
import { getConnection, simulateContract, switchChain, waitForTransactionReceipt, writeContract } from 'wagmi/actions';
import { i18n } from '../../../i18n/i18n';
import { getChainRegistry, type PublicChain } from '../../../lib/chain-registry/get-chain-registry';
import { loadEvmWallets, restoreWallet } from './wallet-controller';

type EvmChain = Extract<PublicChain, { family: 'evm' }>;

export type WalletTransaction = {
  /** Chain symbol from the registry (`local1`, `bsc`, ...). */
  chain: string;
  to: Address;
  abi: Abi;
  functionName: string;
  args: readonly unknown[];
  value?: bigint;
};

/** Why a wallet write failed, so a screen can say it plainly and offer a retry of that step. */
export type WalletWriteFailure = 'rejected' | 'reverted' | 'wrong_account' | 'not_connected' | 'failed';

/** A failed wallet write: `reason` for branching, `message` for people (a revert names its custom error). */
export class WalletWriteError extends Error {
  readonly reason: WalletWriteFailure;

  constructor(reason: WalletWriteFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WalletWriteError';
    this.reason = reason;
  }
}

/** The registry's active EVM chain `symbol`, or a `failed` write error. */
export async function evmChain(symbol: string): Promise<EvmChain> {
  const { chains } = await getChainRegistry();
  const chain = chains.find((entry) => entry.symbol === symbol);
  if (chain?.family !== 'evm' || !chain.active) throw new WalletWriteError('failed', i18n.t('errors.unsupported_chain'));
  return chain;
}

/** The wagmi config with a live connection; after a reload the wallet is re-attached first. */
export async function connectedConfig() {
  const wallets = await loadEvmWallets();
  if (!wallets) throw new WalletWriteError('not_connected', i18n.t('errors.please_connect_wallet'));
  if (getConnection(wallets.config).status !== 'connected') await restoreWallet();
  const connection = getConnection(wallets.config);
  if (connection.status !== 'connected' || !connection.address) {
    throw new WalletWriteError('not_connected', i18n.t('errors.please_connect_wallet'));
  }
  return { config: wallets.config, account: connection.address, chainId: connection.chainId };
}

/**
 * Sends one contract call from the connected wallet: moves the wallet to `chain` first, simulates
 * the call (a revert is reported with its decoded custom error before the wallet opens), then asks
 * the wallet to sign and send it.
 */
export async function sendWalletTransaction(tx: WalletTransaction): Promise<{ hash: Hash; account: Address }> {
  const chain = await evmChain(tx.chain);
  const { config, account, chainId } = await connectedConfig();
  try {
    if (chainId !== chain.chainIdNumber) await switchChain(config, { chainId: chain.chainIdNumber });
    const { request } = await simulateContract(config, {
      chainId: chain.chainIdNumber,
      account,
      address: tx.to,
      abi: tx.abi,
      functionName: tx.functionName,
      args: tx.args,
      value: tx.value,
    });
    const hash = await writeContract(config, request);
    return { hash, account };
  } catch (error) {
    throw toWalletWriteError(error);
  }
}

/** Waits until the transaction is mined on `chain`; a reverted transaction throws `reverted`. */
export async function waitForWalletReceipt({ chain, hash }: { chain: string; hash: Hash }): Promise<TransactionReceipt> {
  const target = await evmChain(chain);
  const wallets = await loadEvmWallets();
  if (!wallets) throw new WalletWriteError('not_connected', i18n.t('errors.please_connect_wallet'));
  let receipt: TransactionReceipt;
  try {
    receipt = await waitForTransactionReceipt(wallets.config, { chainId: target.chainIdNumber, hash });
  } catch (error) {
    throw toWalletWriteError(error);
  }
  if (receipt.status === 'reverted') throw new WalletWriteError('reverted', i18n.t('wallet.write_reverted'));
  return receipt;
}

/** Maps viem/wagmi errors to the few cases a person can act on. */
export function toWalletWriteError(error: unknown): WalletWriteError {
  if (error instanceof WalletWriteError) return error;
  if (error instanceof BaseError) {
    if (error.walk((cause) => cause instanceof UserRejectedRequestError)) {
      return new WalletWriteError('rejected', i18n.t('wallet.write_rejected'), { cause: error });
    }
    // docs/product.md (spec section 8) wording; the node reports it while simulating, before the wallet opens.
    if (error.walk((cause) => cause instanceof InsufficientFundsError)) {
      return new WalletWriteError('failed', i18n.t('errors.insufficient_funds'), { cause: error });
    }
    const revert = error.walk((cause) => cause instanceof ContractFunctionRevertedError);
    if (revert instanceof ContractFunctionRevertedError) {
      const name = revert.data?.errorName ?? revert.reason ?? '';
      return new WalletWriteError('reverted', `${i18n.t('wallet.write_reverted')}${name ? ` (${name})` : ''}`, { cause: error });
    }
    return new WalletWriteError('failed', error.shortMessage || i18n.t('wallet.write_failed'), { cause: error });
  }
  return new WalletWriteError('failed', i18n.t('wallet.write_failed'), { cause: error });
}

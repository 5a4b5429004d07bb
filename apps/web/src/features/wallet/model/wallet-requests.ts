import type { Address, Hash, Hex } from 'viem';
import { sendTransaction, signMessage, signTypedData, switchChain } from 'wagmi/actions';
import { connectedConfig, evmChain, toWalletWriteError } from './contract-write';

/** A prepared transaction as the API answers it (order build steps, fills): calldata, not an ABI call. */
export type RawWalletTransaction = { chain: string; to: Address; data: Hex; value?: bigint };

/** EIP-712 typed data as the API answers it for `eth_signTypedData_v4` (numbers as decimal strings). */
export type WalletTypedData = {
  domain: Record<string, unknown>;
  types: Record<string, readonly { name: string; type: string }[]>;
  primaryType: string;
  message: Record<string, unknown>;
};

/** Moves the wallet to `chain` and answers the connected account and the chain id. */
async function onChain(symbol: string) {
  const chain = await evmChain(symbol);
  const { config, account, chainId } = await connectedConfig();
  return { config, account, chainId: chain.chainIdNumber, switchNeeded: chainId !== chain.chainIdNumber };
}

/** Sends a prepared transaction from the connected wallet on `chain` (the wallet estimates gas). */
export async function sendRawWalletTransaction(tx: RawWalletTransaction): Promise<{ hash: Hash; account: Address }> {
  const { config, account, chainId, switchNeeded } = await onChain(tx.chain);
  try {
    if (switchNeeded) await switchChain(config, { chainId });
    const hash = await sendTransaction(config, { chainId, account, to: tx.to, data: tx.data, value: tx.value });
    return { hash, account };
  } catch (error) {
    throw toWalletWriteError(error);
  }
}

/**
 * Asks the wallet for an `eth_signTypedData_v4` signature on `chain`. The wallet is moved to the
 * chain first: wallets refuse typed data whose domain names another chain than the selected one.
 */
export async function signWalletTypedData(chain: string, typedData: WalletTypedData): Promise<{ signature: Hex; account: Address }> {
  const { config, account, chainId, switchNeeded } = await onChain(chain);
  try {
    if (switchNeeded) await switchChain(config, { chainId });
    // The EIP712Domain entry, when present, is rebuilt by viem from the domain itself.
    const { EIP712Domain: _domainType, ...types } = typedData.types;
    const signature = await signTypedData(config, {
      account,
      domain: typedData.domain,
      types,
      primaryType: typedData.primaryType,
      message: typedData.message,
    } as Parameters<typeof signTypedData>[1]);
    return { signature, account };
  } catch (error) {
    throw toWalletWriteError(error);
  }
}

/**
 * Asks the connected wallet for a `personal_sign` of `message` (e.g. a contract deployer's consent to a batch migration,
 * docs/decisions/048-batch-migration-control-and-review.md). The signature names no chain, so the wallet stays where it is.
 */
export async function signWalletMessage(message: string): Promise<{ signature: Hex; account: Address }> {
  const { config, account } = await connectedConfig();
  try {
    const signature = await signMessage(config, { account, message });
    return { signature, account };
  } catch (error) {
    throw toWalletWriteError(error);
  }
}

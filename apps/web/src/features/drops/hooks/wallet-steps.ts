import type { TransactionStep } from '@nft/api-contract';
import type { Address, Hash, Hex, TransactionReceipt } from 'viem';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends one of the API's prepared transactions from the connected wallet; the wallet helpers load on first use. */
export async function sendStep(chain: string, step: TransactionStep): Promise<Hash> {
  const wallet = await import('../../wallet/contract-write');
  const { hash } = await wallet.sendRawWalletTransaction({
    chain,
    to: step.to as Address,
    data: step.data as Hex,
    value: BigInt(step.value),
  });
  return hash;
}

export async function waitForStep(chain: string, hash: Hash): Promise<TransactionReceipt> {
  const wallet = await import('../../wallet/contract-write');
  return wallet.waitForWalletReceipt({ chain, hash });
}

/**
 * A mined transaction that reverted (the wallet feature's WalletWriteError, reason `reverted`, recognised by
 * its name so this module does not load wagmi): the retry must send a new one, not wait on it again.
 */
export function isRevert(error: unknown): boolean {
  return error instanceof Error && error.name === 'WalletWriteError' && (error as Error & { reason?: string }).reason === 'reverted';
}

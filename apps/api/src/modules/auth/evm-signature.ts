import { createPublicClient, http, isErc6492Signature, type Hex, type PublicClient } from 'viem';
import { AppError } from '@nft/shared';
import { withTimeout } from '../../lib/with-timeout';
import { recoverEvmSigner } from './recover-evm-signer';

export type EvmSignatureCheck = { address: string; message: string; signature: string; rpcUrl: string; timeoutMs: number };

const clients = new Map<string, PublicClient>();

function clientFor(rpcUrl: string, timeoutMs: number): PublicClient {
  const key = `${rpcUrl}|${timeoutMs}`;
  let client = clients.get(key);
  if (!client) {
    // No retries: the whole chain check must stay inside its bound.
    client = createPublicClient({ transport: http(rpcUrl, { timeout: timeoutMs, retryCount: 0 }) });
    clients.set(key, client);
  }
  return client;
}

/** How a signature was proved: by its key (valid on every chain) or by a contract on one chain. */
export type EvmSigner = 'key' | 'contract';

/**
 * How `address` signed `message` (EIP-191 personal_sign), or undefined when it did not. Ordinary
 * accounts are recovered locally; only when that fails and the address is a contract (or the
 * signature is an ERC-6492 wrapper for one not deployed yet) does the chain decide, through
 * EIP-1271 / ERC-6492. If the chain cannot answer in time the answer is 503, never a guess (fail closed).
 */
export async function verifyEvmSignature({
  address,
  message,
  signature,
  rpcUrl,
  timeoutMs,
}: EvmSignatureCheck): Promise<EvmSigner | undefined> {
  if (!signature.startsWith('0x')) return undefined;
  const hex = signature as Hex;
  if (recoverEvmSigner(message, hex) === address.toLowerCase()) return 'key';
  const client = clientFor(rpcUrl, timeoutMs);
  try {
    return (await withTimeout(verifyThroughChain(client, address as Hex, message, hex), timeoutMs)) ? 'contract' : undefined;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('service_unavailable', 'the chain could not verify a contract-wallet signature', { cause: error });
  }
}

async function verifyThroughChain(client: PublicClient, address: Hex, message: string, signature: Hex): Promise<boolean> {
  const wrapped = isErc6492Signature(signature);
  if (!wrapped) {
    const code = await client.getCode({ address });
    if (code === undefined || code === '0x') return false;
  }
  return client.verifyMessage({ address, message, signature });
}

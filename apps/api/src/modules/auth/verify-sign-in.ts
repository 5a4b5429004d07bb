import type { ChainDefinition } from '@nft/chains';
import { nulsChallengeNonce, verifyNulsMessage } from '@nft/nuls';
import { AppError } from '@nft/shared';
import { verifyEvmSignature } from './evm-signature';
import { checkSiweMessage } from './siwe-check';
import type { LoginAuthBody } from './auth.schemas';

export type VerifyContext = { chain: ChainDefinition; publicUrl: string; nonceTtlMs: number; rpcTimeoutMs: number; now: Date };

/** What a verified sign-in proves: this address holds this nonce's message. */
export type VerifiedSignIn = { nonce: string; address: string };

/**
 * Checks a posted sign-in against the chain family's rules; throws message_invalid,
 * signature_invalid or (EVM contract wallets, chain unreachable) service_unavailable.
 * The nonce itself is checked and consumed by the caller, atomically with the session.
 */
export async function verifySignIn(body: LoginAuthBody, context: VerifyContext): Promise<VerifiedSignIn> {
  const { chain } = context;
  if (chain.family === 'nuls') return verifyNuls(body);
  const { nonce } = checkSiweMessage(body.message, {
    domain: new URL(context.publicUrl).host,
    uri: context.publicUrl,
    chainId: chain.chainIdNumber,
    address: body.address,
    maxAgeMs: context.nonceTtlMs,
    now: context.now,
  });
  const signed = await verifyEvmSignature({
    address: body.address,
    message: body.message,
    signature: body.signature,
    rpcUrl: chain.rpcUrl,
    timeoutMs: context.rpcTimeoutMs,
  });
  if (!signed) throw new AppError('signature_invalid');
  return { nonce, address: body.address.toLowerCase() };
}

function verifyNuls(body: LoginAuthBody): VerifiedSignIn {
  if (body.pubkey === undefined) throw new AppError('validation_failed', 'pubkey is required for NULS');
  const nonce = nulsChallengeNonce(body.message);
  if (nonce === undefined) throw new AppError('message_invalid');
  const signed = verifyNulsMessage({ message: body.message, signature: body.signature, publicKey: body.pubkey, address: body.address });
  if (!signed) throw new AppError('signature_invalid');
  return { nonce, address: body.address };
}

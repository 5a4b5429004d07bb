import type { ChainDefinition } from '@nft/chains';
import { nulsSignInDigest, verifyNulsMessage } from '@nft/nuls';
import { AppError } from '@nft/shared';
import { verifyEvmSignature } from './evm-signature';
import { checkNulsMessage } from './nuls-message-check';
import { checkSiweMessage } from './siwe-check';
import type { LoginAuthBody } from '@nft/api-contract';

export type VerifyContext = { chain: ChainDefinition; publicUrl: string; nonceTtlMs: number; rpcTimeoutMs: number; now: Date };

/**
 * What a verified sign-in proves: this address holds this nonce's message; `chainBound` when a
 * contract on this chain vouched for it (so it proves nothing on other chains, decision 022).
 */
export type VerifiedSignIn = { nonce: string; address: string; chainBound: boolean };

/**
 * Checks a posted sign-in against the chain family's rules; throws message_invalid,
 * signature_invalid or (EVM contract wallets, chain unreachable) service_unavailable.
 * The nonce itself is checked and consumed by the caller, atomically with the session.
 */
export async function verifySignIn(body: LoginAuthBody, context: VerifyContext): Promise<VerifiedSignIn> {
  const { chain } = context;
  if (chain.family === 'nuls') return verifyNuls(body, context);
  const { nonce } = checkSiweMessage(body.message, {
    domain: new URL(context.publicUrl).host,
    uri: context.publicUrl,
    chainId: chain.chainIdNumber,
    address: body.address,
    maxAgeMs: context.nonceTtlMs,
    now: context.now,
  });
  const signer = await verifyEvmSignature({
    address: body.address,
    message: body.message,
    signature: body.signature,
    rpcUrl: chain.rpcUrl,
    timeoutMs: context.rpcTimeoutMs,
  });
  if (!signer) throw new AppError('signature_invalid');
  return { nonce, address: body.address.toLowerCase(), chainBound: signer === 'contract' };
}

/**
 * NULS: the message must name this site and chain (checkNulsMessage), and the wallet signs the
 * hex SHA-256 of it, whose 32 bytes are all Nabox signs (decision 021). A signature over the text
 * itself covers only its first 32 bytes and is refused.
 */
function verifyNuls(body: LoginAuthBody, context: VerifyContext): VerifiedSignIn {
  if (body.pubkey === undefined) throw new AppError('validation_failed', 'pubkey is required for NULS');
  const { nonce } = checkNulsMessage(body.message, {
    domain: new URL(context.publicUrl).host,
    uri: context.publicUrl,
    chain: context.chain.symbol,
    address: body.address,
    maxAgeMs: context.nonceTtlMs,
    now: context.now,
  });
  const signed = verifyNulsMessage({
    message: nulsSignInDigest(body.message),
    signature: body.signature,
    publicKey: body.pubkey,
    address: body.address,
  });
  if (!signed) throw new AppError('signature_invalid');
  // A NULS key signs for its address on every NULS chain id; there are no NULS contract wallets here.
  return { nonce, address: body.address, chainBound: false };
}

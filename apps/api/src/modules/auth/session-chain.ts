import { AppError } from '@nft/shared';
import type { AuthSession } from './auth.service';

/**
 * The one check for actions that depend on who controls the address on `chain` (decision 022): a
 * contract-wallet session (EIP-1271 / ERC-6492) proves that on its own chain only, so on any other
 * chain it is 403 session_chain_mismatch. Key-signed sessions act on every chain of their family,
 * because a key controls its address everywhere. Routes call it through sessionOn; services that
 * learn the chain from a stored row call it directly.
 */
export function assertSessionChain(session: AuthSession, chain: string): AuthSession {
  if (session.chainBound && session.chain !== chain) throw new AppError('session_chain_mismatch');
  return session;
}

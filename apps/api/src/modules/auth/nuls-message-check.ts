import { parseNulsAddress, parseNulsSignInMessage } from '@nft/nuls';
import { AppError } from '@nft/shared';
import { signInStatement } from './sign-in-message';
import type { SiweExpectations } from './siwe-check';

export type NulsMessageExpectations = Omit<SiweExpectations, 'chainId'> & { chain: string };

// A wallet's clock may run slightly ahead of ours (as for EIP-4361 messages).
const clockSkewMs = 60_000;

/**
 * The NULS counterpart of checkSiweMessage (docs/decisions/021-nuls-sign-in-bound-to-the-site.md):
 * the text must name this site's domain and URI, the chain it is posted for, the posted address
 * and its NULS chain id, and be fresh. A challenge another deployment issued therefore never signs
 * in here, even with a shared database. Returns the nonce; throws message_invalid otherwise.
 */
export function checkNulsMessage(message: string, expected: NulsMessageExpectations): { nonce: string } {
  if (!expected.domain || !expected.uri) throw new Error('sign-in verification needs a configured domain and URI');
  const fields = parseNulsSignInMessage(message);
  const address = parseNulsAddress(expected.address);
  const now = expected.now.getTime();
  const valid =
    fields !== undefined &&
    address !== undefined &&
    fields.domain === expected.domain &&
    fields.uri === expected.uri &&
    fields.chain === expected.chain &&
    fields.address === expected.address &&
    fields.chainId === address.chainId &&
    fields.statement === signInStatement &&
    fields.issuedAt.getTime() <= now + clockSkewMs &&
    now - fields.issuedAt.getTime() <= expected.maxAgeMs &&
    fields.expirationTime.getTime() > now;
  if (!valid) throw new AppError('message_invalid');
  return { nonce: fields.nonce };
}

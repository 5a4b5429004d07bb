import { parseSiweMessage } from 'viem/siwe';
import { isAddress } from 'viem';
import { AppError } from '@nft/shared';

export type SiweExpectations = {
  /** The host of PUBLIC_URL: never taken from the request, or a phishing site could relay it. */
  domain: string;
  /** PUBLIC_URL itself. */
  uri: string;
  chainId: number;
  /** The address the client claims; the message must name the same one. */
  address: string;
  /** Oldest acceptable issued-at age, the nonce lifetime. */
  maxAgeMs: number;
  now: Date;
};

// A wallet's clock may run slightly ahead of ours.
const clockSkewMs = 60_000;

/**
 * The checks of docs/security.md row 1 that neither spruceid/siwe nor viem make: domain, URI, chain id,
 * address, issued-at age and expiry. Returns the nonce; throws message_invalid on any mismatch.
 * Refuses to run at all without a configured domain, so a misconfiguration cannot accept anything.
 */
export function checkSiweMessage(message: string, expected: SiweExpectations): { nonce: string } {
  if (!expected.domain || !expected.uri) throw new Error('sign-in verification needs a configured domain and URI');
  const fields = parseSiweMessage(message);
  const { address, chainId, domain, uri, nonce, issuedAt, expirationTime, notBefore, version } = fields;
  const now = expected.now.getTime();
  const valid =
    version === '1' &&
    domain === expected.domain &&
    uri === expected.uri &&
    chainId === expected.chainId &&
    address !== undefined &&
    isAddress(address, { strict: false }) &&
    address.toLowerCase() === expected.address.toLowerCase() &&
    typeof nonce === 'string' &&
    isTime(issuedAt) &&
    issuedAt.getTime() <= now + clockSkewMs &&
    now - issuedAt.getTime() <= expected.maxAgeMs &&
    isTime(expirationTime) &&
    expirationTime.getTime() > now &&
    (notBefore === undefined || (isTime(notBefore) && notBefore.getTime() <= now + clockSkewMs));
  if (!valid || nonce === undefined) throw new AppError('message_invalid');
  return { nonce };
}

function isTime(value: Date | undefined): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

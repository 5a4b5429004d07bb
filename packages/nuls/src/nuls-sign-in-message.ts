import { base58 } from '@scure/base';

/** The fields a NULS sign-in message names (decision 021): the site, the account, the chain and a one-time nonce. */
export type NulsSignInFields = {
  /** The host of the site's PUBLIC_URL. */
  domain: string;
  /** The site's PUBLIC_URL. */
  uri: string;
  address: string;
  /** The chain symbol of the registry ('nuls'). */
  chain: string;
  /** NULS chain id: 1 mainnet, 2 testnet. */
  chainId: number;
  nonce: string;
  issuedAt: Date;
  expirationTime: Date;
  statement: string;
};

// 16 random bytes are 128 bits; base58 of them is at most 22 characters, padded to exactly 22.
const nonceLength = 22;
const noncePattern = /^[1-9A-HJ-NP-Za-km-z]{22}$/;

/** A fresh 128-bit nonce, base58. */
export function newNulsNonce(): string {
  return base58.encode(crypto.getRandomValues(new Uint8Array(16))).padStart(nonceLength, '1');
}

/**
 * The full text of a NULS sign-in, laid out like EIP-4361 so a reader sees the same fields as on
 * EVM chains. The wallet signs its digest (nulsSignInDigest); the app shows this text.
 */
export function formatNulsSignInMessage(fields: NulsSignInFields): string {
  return [
    `${fields.domain} wants you to sign in with your NULS account:`,
    fields.address,
    '',
    fields.statement,
    '',
    `URI: ${fields.uri}`,
    `Chain: ${fields.chain}`,
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt.toISOString()}`,
    `Expiration Time: ${fields.expirationTime.toISOString()}`,
  ].join('\n');
}

const layout =
  /^(?<domain>[^\s/]+) wants you to sign in with your NULS account:\n(?<address>\S+)\n\n(?<statement>[^\n]+)\n\nURI: (?<uri>\S+)\nChain: (?<chain>[a-z0-9]+)\nChain ID: (?<chainId>[12])\nNonce: (?<nonce>\S+)\nIssued At: (?<issuedAt>\S+)\nExpiration Time: (?<expirationTime>\S+)$/;

/** The fields of a text made by formatNulsSignInMessage; undefined for any other text. */
export function parseNulsSignInMessage(message: string): NulsSignInFields | undefined {
  const groups = layout.exec(message)?.groups;
  if (!groups || !noncePattern.test(groups.nonce!)) return undefined;
  const issuedAt = new Date(groups.issuedAt!);
  const expirationTime = new Date(groups.expirationTime!);
  if (Number.isNaN(issuedAt.getTime()) || Number.isNaN(expirationTime.getTime())) return undefined;
  return {
    domain: groups.domain!,
    uri: groups.uri!,
    address: groups.address!,
    chain: groups.chain!,
    chainId: Number(groups.chainId),
    nonce: groups.nonce!,
    issuedAt,
    expirationTime,
    statement: groups.statement!,
  };
}

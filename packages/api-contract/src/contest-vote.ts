/**
 * What a contest voter signs (docs/decisions/045-verifiable-contest-votes.md), in one browser-safe place so the web
 * signs exactly what the API verifies and anyone can verify the public tally offline.
 *
 * EVM: EIP-712 typed data (wagmi `signTypedData(contestVoteTypedData(...))`; viem `verifyTypedData` with the same
 * object). The domain has no chainId: a key signs for its address on every EVM chain, and a contract wallet's
 * EIP-1271 answer is read on the chain of the voter's session (given in the tally).
 *
 * NULS: the text of contestVoteNulsMessage; the wallet signs its lower-case hex SHA-256
 * (`nulsSignInDigest` from @nft/nuls, the same digest as sign-in), so the signature covers every character.
 */

export const contestVoteDomain = { name: 'NFT Marketplace Contest', version: '1' } as const;

export const contestVoteTypes = {
  Vote: [
    { name: 'contestId', type: 'uint256' },
    { name: 'entryId', type: 'uint256' },
    { name: 'voter', type: 'address' },
    { name: 'nonce', type: 'bytes32' },
  ],
} as const;

export const contestVotePrimaryType = 'Vote' as const;

export type ContestVoteFields = {
  contestId: number | bigint;
  entryId: number | bigint;
  /** The voter's address: EVM lower-case or checksummed (compared lower-case), NULS as is. */
  voter: string;
  /** 0x + 64 hex, fresh for every vote (newContestVoteNonce); a used nonce is refused. */
  nonce: string;
};

/** The EIP-712 typed data of an EVM vote (viem/wagmi shape). */
export function contestVoteTypedData({ contestId, entryId, voter, nonce }: ContestVoteFields) {
  return {
    domain: contestVoteDomain,
    types: contestVoteTypes,
    primaryType: contestVotePrimaryType,
    message: {
      contestId: BigInt(contestId),
      entryId: BigInt(entryId),
      voter: voter as `0x${string}`,
      nonce: nonce.toLowerCase() as `0x${string}`,
    },
  } as const;
}

/** The format of the NULS vote text (also published in the tally). */
export const contestVoteNulsMessageFormat =
  'NFT Marketplace Contest vote\nContest: {contestId}\nEntry: {entryId}\nVoter: {voter}\nNonce: {nonce}';

/** The text a NULS voter's digest is taken of. */
export function contestVoteNulsMessage({ contestId, entryId, voter, nonce }: ContestVoteFields): string {
  return contestVoteNulsMessageFormat
    .replace('{contestId}', String(contestId))
    .replace('{entryId}', String(entryId))
    .replace('{voter}', voter)
    .replace('{nonce}', nonce.toLowerCase());
}

/** A fresh random vote nonce (0x + 64 hex) from the platform's CSPRNG (browser and Node). */
export function newContestVoteNonce(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

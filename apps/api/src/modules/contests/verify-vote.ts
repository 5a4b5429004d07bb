import { createPublicClient, http, isErc6492Signature, recoverTypedDataAddress, type Hex, type PublicClient } from 'viem';
import { contestVoteNulsMessage, contestVoteTypedData, type ContestSignerFamily } from '@nft/api-contract';
import { nulsSignInDigest, verifyNulsMessage } from '@nft/nuls';
import { AppError } from '@nft/shared';
import { withTimeout } from '../../lib/with-timeout';

export type VoteSignature = {
  contestId: number;
  entryId: number;
  voter: string;
  nonce: string;
  signature: string;
  pubkey?: string | undefined;
};

export type VoteChain = { rpcUrl: string; timeoutMs: number };

const clients = new Map<string, PublicClient>();
function clientFor({ rpcUrl, timeoutMs }: VoteChain): PublicClient {
  const key = `${rpcUrl}|${timeoutMs}`;
  let client = clients.get(key);
  if (!client) {
    client = createPublicClient({ transport: http(rpcUrl, { timeout: timeoutMs, retryCount: 0 }) });
    clients.set(key, client);
  }
  return client;
}

/**
 * Whether `voter` signed this vote (docs/decisions/045-verifiable-contest-votes.md): EVM typed data recovered locally,
 * or, for a contract wallet, EIP-1271 / ERC-6492 on the session's chain (503 when the chain cannot answer in time,
 * never a guess); NULS: the signature of the digest of contestVoteNulsMessage by the key of the voter's address.
 * Throws signature_invalid otherwise.
 */
export async function verifyVoteSignature(vote: VoteSignature, chain: VoteChain | undefined): Promise<ContestSignerFamily> {
  if (!vote.voter.startsWith('0x')) {
    const message = contestVoteNulsMessage(vote);
    const valid =
      vote.pubkey !== undefined &&
      verifyNulsMessage({ message: nulsSignInDigest(message), signature: vote.signature, publicKey: vote.pubkey, address: vote.voter });
    if (!valid) throw new AppError('signature_invalid');
    return 'nuls';
  }
  const signature = (vote.signature.startsWith('0x') ? vote.signature : `0x${vote.signature}`) as Hex;
  const typed = contestVoteTypedData(vote);
  try {
    const recovered = await recoverTypedDataAddress({ ...typed, signature });
    if (recovered.toLowerCase() === vote.voter.toLowerCase()) return 'evm';
  } catch {
    // Not a plain 65-byte signature: maybe a contract wallet's.
  }
  if (!chain) throw new AppError('signature_invalid');
  const client = clientFor(chain);
  let valid: boolean;
  try {
    valid = await withTimeout(verifyThroughChain(client, vote.voter as Hex, typed, signature), chain.timeoutMs);
  } catch (error) {
    throw new AppError('service_unavailable', 'the chain could not verify a contract-wallet vote signature', { cause: error });
  }
  if (!valid) throw new AppError('signature_invalid');
  return 'evm';
}

async function verifyThroughChain(
  client: PublicClient,
  address: Hex,
  typed: ReturnType<typeof contestVoteTypedData>,
  signature: Hex,
): Promise<boolean> {
  if (!isErc6492Signature(signature)) {
    const code = await client.getCode({ address });
    if (code === undefined || code === '0x') return false;
  }
  return client.verifyTypedData({ ...typed, address, signature });
}

import type { FastifyInstance } from 'fastify';
import type { PrivateKeyAccount } from 'viem/accounts';
import { contestVoteTypedData, newContestVoteNonce, type AdminContestInput } from '@nft/api-contract';

const hour = 3_600_000;

/** The console's contest form with the phase dates around now: `phase` is the one running now. */
export function contestBody(
  phase: 'upcoming' | 'entries' | 'voting' | 'judging' | 'results',
  extra: Partial<AdminContestInput> = {},
): AdminContestInput {
  // Boundary k (entries, voting, judging, results) half an hour either side of now for the phase asked for.
  const index = { upcoming: 0, entries: 1, voting: 2, judging: 3, results: 4 }[phase];
  const at = (k: number) => new Date(Date.now() + (k - index + 1) * hour - hour / 2).toISOString();
  return {
    title: { en: "Valentine's NFT design contest", ja: 'バレンタインNFTデザインコンテスト' },
    description: { en: 'Design a Valentine NFT', ja: 'バレンタインのNFTをデザイン' },
    rules: { en: 'One entry per creator', ja: '1人1作品' },
    entriesStartAt: at(0),
    votingStartAt: at(1),
    judgingStartAt: at(2),
    resultsAt: at(3),
    finalistCount: 3,
    votesPerAccount: 3,
    entriesPerCreator: 1,
    prizes: [
      { name: 'Gold', amount: '1000', token: 'USDT', awardedBy: 'judges', winners: 1 },
      { name: 'Popularity', amount: '600', token: 'USDT', awardedBy: 'votes', winners: 1 },
    ],
    ...extra,
  };
}

export async function call(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) {
  const response = await app.inject({
    method,
    url,
    headers: token ? { token } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() as { code: number; data: never; error?: string } & Record<string, unknown> };
}

/** A vote body signed by `account` (EIP-712), with a fresh nonce unless one is given. */
export async function signedVote(account: PrivateKeyAccount, contestId: number, entryId: number, nonce = newContestVoteNonce()) {
  const voter = account.address.toLowerCase();
  const signature = await account.signTypedData(contestVoteTypedData({ contestId, entryId, voter, nonce }));
  return { entryId, voter, nonce, signature };
}

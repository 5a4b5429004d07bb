import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { privateKeyToAccount } from 'viem/accounts';
import {
  accounts,
  contestAwards,
  contestPrizes,
  contests,
  contestSubmissionContacts,
  contestSubmissions,
  contestVotes,
  nfts,
  type DatabaseHandle,
} from '@nft/db';
import { contestVoteTypedData, newContestVoteNonce } from '@nft/api-contract';
import { sealContact } from '@nft/api';
import { testAccounts } from '@nft/devnet';

export type SeedContestsResult = { contests: string[]; entries: number; votes: number; failed: string[] };

const day = 86_400_000;

const valentinePrizes = [
  { name: 'Gold', amount: '1000', token: 'USDT', awardedBy: 'judges' as const, winners: 1 },
  { name: 'Silver', amount: '700', token: 'USDT', awardedBy: 'judges' as const, winners: 1 },
  { name: 'Bronze', amount: '500', token: 'USDT', awardedBy: 'judges' as const, winners: 1 },
  { name: 'Popularity', amount: '600', token: 'USDT', awardedBy: 'votes' as const, winners: 1 },
  { name: 'Finalist award', amount: '50', token: 'USDT', awardedBy: 'judges' as const, winners: 20 },
];

/** Demo voters: devnet accounts 2-7 (account 0 is the operator), each signing its votes like a wallet would. */
const voters = testAccounts.slice(2, 8).map((account) => privateKeyToAccount(account.privateKey));

/**
 * The demo's contests (issue 15, docs/decisions/044-contest-data-model-and-phases.md): the spec's Valentine's NFT design
 * contest in its voting phase with entries from demo NFTs (entered by their creators, contact data sealed with the
 * configured key) and EIP-712 votes signed by demo keys, and one finished contest with results and a judged prize.
 * Once: nothing is written when any contest exists.
 */
export async function seedDemoContests({
  database,
  contactKey,
  now = new Date(),
}: {
  database: DatabaseHandle;
  contactKey: Uint8Array;
  now?: Date;
}): Promise<SeedContestsResult> {
  const { db } = database;
  const result: SeedContestsResult = { contests: [], entries: 0, votes: 0, failed: [] };
  const [existing] = await db.select({ n: count() }).from(contests);
  if ((existing?.n ?? 0) > 0) return result;
  const demo = await db
    .select({
      id: nfts.id,
      chain: nfts.chain,
      contractAddress: nfts.contractAddress,
      tokenId: nfts.tokenId,
      creator: nfts.creatorAddress,
      imageMediaId: nfts.imageMediaId,
    })
    .from(nfts)
    .where(
      and(isNotNull(nfts.creatorAddress), inArray(nfts.chain, ['local1', 'local2']), sql`not ${nfts.hidden} and ${nfts.deletedAt} is null`),
    )
    .orderBy(asc(nfts.id))
    .limit(40);
  if (demo.length < 10) {
    result.failed.push(`contests: only ${demo.length} demo NFTs`);
    return result;
  }
  // One NFT per creator and contest where the demo allows it, spread over the catalogue.
  const pick = (count: number, offset: number) => Array.from({ length: count }, (_, index) => demo[(offset + index * 3) % demo.length]!);
  const at = (days: number) => new Date(now.getTime() + days * day);

  async function accountId(address: string): Promise<number> {
    const lower = address.toLowerCase();
    await db.insert(accounts).values({ address: lower, family: 'evm' }).onConflictDoNothing();
    const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.address, lower));
    return row!.id;
  }

  async function seedContest(plan: {
    title: string;
    titleJa: string;
    description: string;
    descriptionJa: string;
    dates: [Date, Date, Date, Date];
    published: boolean;
    items: typeof demo;
    votes: number[][];
  }) {
    const [entriesStart, votingStart, judgingStart, results] = plan.dates;
    const [contest] = await db
      .insert(contests)
      .values({
        title: plan.title,
        titleJa: plan.titleJa,
        description: plan.description,
        descriptionJa: plan.descriptionJa,
        rules:
          'Enter one NFT you created or own on this marketplace. One entry per creator. Each signed-in account has 3 votes, one per entry. ' +
          'The top 24 entries by votes are finalists; judges award Gold, Silver, Bronze and 20 finalist awards among them; the most voted entry wins the Popularity prize.',
        rulesJa:
          'このマーケットプレイスで作成または所有するNFTを1点エントリーしてください。1人1作品です。サインインしたアカウントは3票を持ち、1作品に1票まで投票できます。' +
          '得票上位24作品がファイナリストとなり、審査員が金賞・銀賞・銅賞と20のファイナリスト賞を選びます。最多得票の作品は人気賞を受賞します。',
        submissionsStartAt: entriesStart,
        submissionsEndAt: votingStart,
        votingStartsAt: votingStart,
        votingEndsAt: judgingStart,
        resultsAt: results,
        resultsPublishedAt: plan.published ? results : null,
        finalistCount: 24,
        votesPerAccount: 3,
        entriesPerCreator: 1,
      })
      .returning({ id: contests.id });
    const contestId = contest!.id;
    const prizeIds = await db
      .insert(contestPrizes)
      .values(valentinePrizes.map((prize, index) => ({ contestId, position: index + 1, ...prize })))
      .returning({ id: contestPrizes.id, name: contestPrizes.name });
    const entryIds: number[] = [];
    for (const [index, item] of plan.items.entries()) {
      const [entry] = await db
        .insert(contestSubmissions)
        .values({
          contestId,
          accountId: await accountId(item.creator!),
          chain: item.chain,
          walletAddress: item.creator!.toLowerCase(),
          nftUrl: `/nft-detail/${item.chain}/${item.contractAddress}/${item.tokenId}`,
          nftId: item.id,
          imageMediaId: item.imageMediaId,
          status: 'accepted',
          reviewedAt: votingStart,
          createdAt: new Date(entriesStart.getTime() + (index + 1) * 3_600_000),
        })
        .onConflictDoNothing()
        .returning({ id: contestSubmissions.id });
      if (!entry) continue;
      entryIds.push(entry.id);
      const contact = {
        email: `demo.creator${index + 1}@example.invalid`,
        zipCode: `100-000${index % 10}`,
        phone: `+81 90 0000 ${String(1000 + index)}`,
      };
      await db.insert(contestSubmissionContacts).values({ submissionId: entry.id, sealed: sealContact(contactKey, entry.id, contact) });
      result.entries += 1;
    }
    // plan.votes[v] = the entry indexes voter v votes for.
    for (const [v, picks] of plan.votes.entries()) {
      const account = voters[v]!;
      const voter = account.address.toLowerCase();
      const voterId = await accountId(voter);
      for (const [n, index] of picks.entries()) {
        const entryId = entryIds[index];
        if (entryId === undefined) continue;
        const nonce = newContestVoteNonce();
        const signature = await account.signTypedData(contestVoteTypedData({ contestId, entryId, voter, nonce }));
        await db.insert(contestVotes).values({
          submissionId: entryId,
          accountId: voterId,
          contestId,
          voterAddress: voter,
          family: 'evm',
          chain: 'local1',
          nonce,
          signature,
          createdAt: new Date(votingStart.getTime() + (v * 3 + n + 1) * 600_000),
        });
        await db
          .update(contestSubmissions)
          .set({ voteCount: sql`${contestSubmissions.voteCount} + 1` })
          .where(eq(contestSubmissions.id, entryId));
        result.votes += 1;
      }
    }
    result.contests.push(plan.title);
    return { contestId, entryIds, prizeIds };
  }

  await seedContest({
    title: "Valentine's NFT design contest",
    titleJa: 'バレンタインNFTデザインコンテスト',
    description: 'Design an NFT about love and friendship. Vote for your favourites: the top 24 creators by vote are finalists.',
    descriptionJa: '愛と友情をテーマにNFTをデザインしよう。お気に入りに投票してください。得票上位24名がファイナリストです。',
    dates: [at(-7), at(-1), at(6), at(8)],
    published: false,
    items: pick(6, 0),
    votes: [[0, 1, 2], [0, 2], [0, 3], [1]],
  });
  const finished = await seedContest({
    title: 'Winter NFT art contest',
    titleJa: '冬のNFTアートコンテスト',
    description: 'Snow, lights and warm drinks: the winter contest is over, see the finalists and winners.',
    descriptionJa: '雪、光、温かい飲み物。冬のコンテストは終了しました。ファイナリストと受賞作品をご覧ください。',
    dates: [at(-40), at(-30), at(-20), at(-10)],
    published: true,
    items: pick(4, 1),
    votes: [[0, 1], [0, 2], [0], [1, 3], [1]],
  });
  // The judges' Gold: the most voted finalist (entry 0, 4 votes).
  const gold = finished.prizeIds.find((prize) => prize.name === 'Gold');
  if (gold && finished.entryIds[0] !== undefined)
    await db.insert(contestAwards).values({ prizeId: gold.id, submissionId: finished.entryIds[0], contestId: finished.contestId });
  return result;
}

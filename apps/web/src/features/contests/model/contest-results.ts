import type { ContestEntry, ContestPrize, ContestResults } from '@nft/api-contract';

export type Finalist = { rank: number; entryId: number; votes: number; entry: ContestEntry | undefined; prizes: ContestPrize[] };
export type PrizeWinners = { prize: ContestPrize; winners: { entryId: number; entry: ContestEntry | undefined }[] };

/**
 * The results screen's rows: finalists by rank with the prizes each won, and every prize (in display order) with
 * its winners. `entries` are the entries loaded for the page; an entry not among them is shown by id only.
 */
export function contestResults(results: ContestResults, prizes: ContestPrize[], entries: ContestEntry[]) {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const prizeById = new Map(prizes.map((prize) => [prize.id, prize]));
  const prizesOf = (entryId: number) =>
    results.awards
      .filter((award) => award.entryId === entryId)
      .map((award) => prizeById.get(award.prizeId))
      .filter((prize): prize is ContestPrize => prize !== undefined)
      .sort((a, b) => a.position - b.position);
  const finalists: Finalist[] = [...results.finalists]
    .sort((a, b) => a.rank - b.rank)
    .map((finalist) => ({ ...finalist, entry: byId.get(finalist.entryId), prizes: prizesOf(finalist.entryId) }));
  const winners: PrizeWinners[] = [...prizes]
    .sort((a, b) => a.position - b.position)
    .map((prize) => ({
      prize,
      winners: results.awards
        .filter((award) => award.prizeId === prize.id)
        .map((award) => ({ entryId: award.entryId, entry: byId.get(award.entryId) })),
    }));
  return { finalists, winners };
}

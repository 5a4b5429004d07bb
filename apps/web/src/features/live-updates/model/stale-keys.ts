import type { LiveEvent } from '@nft/api-contract';

export type StaleKey = readonly unknown[];

// The query-key roots of the screens that show chain and book state (docs/decisions/050-live-updates.md).
const everything: StaleKey[] = [['nft-detail'], ['orders'], ['explore'], ['collection'], ['accounts'], ['staking'], ['notifications']];

/**
 * The TanStack Query keys one live event makes stale: the token's pages (detail, activity, its
 * listings, auction and bids), the lists that show prices or owners (explore, the collection,
 * the accounts involved and their notifications, the offer lists). Only queries on screen refetch; the rest are marked stale.
 * `resync` and `reset` (events missed) make everything stale.
 */
export function staleKeys(event: LiveEvent | 'reset'): StaleKey[] {
  if (event === 'reset' || event.kind === 'resync') return everything;
  const keys: StaleKey[] = [['explore']];
  const { chain, contractAddress, tokenId } = event;
  if (contractAddress && tokenId) {
    const contract = contractAddress.toLowerCase();
    keys.push(
      ['nft-detail', chain, contract, tokenId],
      ['orders', 'token', chain, contract, tokenId],
      ['orders', 'listings', chain, contract, tokenId],
      ['orders', 'auction', chain, contract, tokenId],
    );
  }
  if (event.collectionId !== null) keys.push(['collection', String(event.collectionId)]);
  for (const account of [event.from, event.to]) {
    const address = account?.toLowerCase();
    // The accounts an event names: their pages, their orders and, for the one signed in, its notifications.
    if (address) keys.push(['accounts', address], ['orders', 'maker', address], ['notifications', address]);
  }
  // A floor's move is the collection's and the lists' (explore, the ranking); no order list changes with it.
  if (event.kind !== 'metadata' && event.kind !== 'floor') keys.push(['orders', 'list'], ['orders', 'bids']);
  if (event.kind === 'stake' || event.kind === 'unstake' || event.kind === 'claim') keys.push(['staking']);
  return keys;
}

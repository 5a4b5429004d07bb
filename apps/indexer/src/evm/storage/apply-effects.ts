import type { Database } from '@nft/db';
import type { MetadataJob } from '@nft/metadata';
import type { BlockEffects } from '../effects/block-effects';
import { writeActivity } from './write-activity';
import { writeApprovals } from './write-approvals';
import { linkMintedDrafts } from './link-drafts';
import { revealHandedOver } from './reveal-handed-over';
import { applyMintDetails, createMintedNfts, refreshBurned } from './write-nfts';
import { writeOwnerships } from './write-ownerships';
import { writeCancellations, writeCounters, writeFills } from './write-seaport';
import { cancelLostListings, hasOpenListings, listingKeysOf, reevaluateListings } from './order-state';
import { reevaluateOffers } from './offer-funds';
import { refreshBook } from './refresh-book';
import { writeStaking } from './write-staking';

/**
 * Writes one range's effects (call inside the range's transaction). Returns the metadata jobs for
 * NFT rows it created, to be queued once the transaction has committed.
 */
export async function applyEffects(
  db: Database,
  chain: string,
  effects: BlockEffects,
  collectionOf: (contract: string) => number | null | undefined,
  /** The chain's Seaport conduit: revoking its ApprovalForAll makes the maker's listings inactive. */
  conduit?: string,
): Promise<MetadataJob[]> {
  const applied = await writeActivity(db, effects.movements, collectionOf);
  const created = await createMintedNfts(db, chain, applied, (contract) => collectionOf(contract) ?? null);
  await writeOwnerships(db, chain, applied);
  await refreshBurned(db, chain, applied);
  await revealHandedOver(
    db,
    chain,
    applied.map((m) => ({ contractAddress: m.position.address, tokenId: m.tokenId, from: m.from, to: m.to })),
  );
  await applyMintDetails(db, chain, effects.mints);
  await linkMintedDrafts(db, chain, effects.mints);
  await writeApprovals(db, chain, effects.approvals);
  // Fills first: the transfer that is a listing's fill must find it filled, not cancel it as lost.
  const { fresh, moved } = await writeFills(db, chain, effects.fills);
  const sold = fresh.map((f) => ({ contractAddress: f.contractAddress, tokenId: f.tokenId }));
  const changed = [
    ...moved,
    ...(await writeCancellations(db, chain, effects.cancellations)),
    ...(await writeCounters(db, chain, effects.counters)),
    // After the fills: a partly filled offer needs funds for the copies left only.
    ...(await reevaluateOffers(db, chain, effects.funds)),
  ];
  if ((applied.length > 0 || effects.approvals.length > 0) && (await hasOpenListings(db, chain))) {
    changed.push(...(await cancelLostListings(db, chain, applied)));
    changed.push(...(await reevaluateListings(db, chain, listingKeysOf(applied, effects.approvals, conduit), conduit)));
  }
  await refreshBook(db, chain, changed, sold);
  await writeStaking(db, chain, effects.staking);
  const uris = new Map(effects.mints.map((m) => [`${m.position.address}|${m.tokenId}`, m.tokenUri]));
  return created.map((nft) => ({ chain, ...nft, tokenUri: uris.get(`${nft.contractAddress}|${nft.tokenId}`) ?? null }));
}

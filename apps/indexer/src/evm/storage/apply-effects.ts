import type { Database } from '@nft/db';
import type { MetadataJob } from '../../metadata/metadata-queue';
import type { BlockEffects } from '../effects/block-effects';
import { writeActivity } from './write-activity';
import { writeApprovals } from './write-approvals';
import { linkMintedDrafts } from './link-drafts';
import { revealHandedOver } from './reveal-handed-over';
import { applyMintDetails, createMintedNfts, refreshBurned } from './write-nfts';
import { writeOwnerships } from './write-ownerships';
import { writeCancellations, writeCounters, writeFills } from './write-seaport';

/**
 * Writes one range's effects (call inside the range's transaction). Returns the metadata jobs for
 * NFT rows it created, to be queued once the transaction has committed.
 */
export async function applyEffects(
  db: Database,
  chain: string,
  effects: BlockEffects,
  collectionOf: (contract: string) => number | null | undefined,
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
  await writeFills(db, chain, effects.fills);
  await writeCancellations(db, chain, effects.cancellations);
  await writeCounters(db, chain, effects.counters);
  const uris = new Map(effects.mints.map((m) => [`${m.position.address}|${m.tokenId}`, m.tokenUri]));
  return created.map((nft) => ({ chain, ...nft, tokenUri: uris.get(`${nft.contractAddress}|${nft.tokenId}`) ?? null }));
}

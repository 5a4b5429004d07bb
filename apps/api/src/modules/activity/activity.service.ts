import type { Database } from '@nft/db';
import { decodeCursor } from '../../http/keyset-cursor';
import { toPage, type Page } from '../../http/page';
import { loadMedia, type MediaLookup } from '../media/media.repository';
import { activityOrder, findActivity, type ActivityRow, type ActivityScope } from './activity.repository';
import type { Activity, ActivityQuery } from '@nft/api-contract';

/** Reads activity pages for the modules that show a history (NFT and collection pages). */
export type ActivityReader = { page(scope: ActivityScope, query: ActivityQuery): Promise<Page<Activity>> };

// The cursor names the list it belongs to; activity has one order.
const sortName = 'activity';

export function createActivityReader({ db, publicUrl }: { db: Database; publicUrl: string }): ActivityReader {
  return {
    async page(scope, { limit, cursor, kind }) {
      const after = cursor === undefined ? undefined : decodeCursor(cursor, sortName, activityOrder.kind, activityOrder.nullable);
      const rows = await findActivity(db, scope, after, limit, kind);
      const media = await loadMedia(
        db,
        rows.slice(0, limit).map((row) => row.imageMediaId),
        publicUrl,
      );
      return toPage(
        rows,
        limit,
        sortName,
        (row) => ({ value: row.cursorValue, id: row.id }),
        (row) => toActivity(row, media),
      );
    },
  };
}

/** One activity row as the lists answer it (the notifications answer it too). */
export function toActivity(row: ActivityRow, media: MediaLookup): Activity {
  return {
    id: row.id,
    kind: row.kind,
    chain: row.chain,
    contractAddress: row.contractAddress,
    tokenId: row.tokenId,
    nft: row.nftId === null ? null : { name: row.nftName, image: media(row.imageMediaId) },
    from: row.fromAddress,
    to: row.toAddress,
    quantity: row.quantity,
    price: row.price,
    currency: row.currency,
    orderHash: row.orderHash,
    txHash: row.txHash,
    blockNumber: row.blockNumber,
    occurredAt: row.occurredAt.toISOString(),
  };
}

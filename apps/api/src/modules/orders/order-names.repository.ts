import { and, eq, inArray, sql } from 'drizzle-orm';
import { collections, nfts, type Database } from '@nft/db';
import type { Order } from '@nft/api-contract';
import { loadMedia } from '../media/media.repository';
import type { OrderRow } from './order-view';

export type OrderNames = Required<Pick<Order, 'nft' | 'collection'>>;

const tokenKey = (chain: string, contract: string, tokenId: string) => `${chain}|${contract}|${tokenId}`;

/**
 * What a table of offers shows beside each order (GET /v1/orders?include=nft): the token's name and image and the
 * collection's name, in three reads for the whole page (tokens, their pictures, collections), not one per order.
 * A hidden or deleted token is named by nothing, as every other list leaves it out.
 */
export async function findOrderNames(db: Database, rows: readonly OrderRow[], mediaOrigin: string): Promise<(row: OrderRow) => OrderNames> {
  const tokenRows = rows.filter((row) => row.tokenId !== null);
  const tokens =
    tokenRows.length === 0
      ? []
      : await db
          .select({
            chain: nfts.chain,
            contractAddress: nfts.contractAddress,
            tokenId: nfts.tokenId,
            name: nfts.name,
            imageMediaId: nfts.imageMediaId,
            collectionId: nfts.collectionId,
          })
          .from(nfts)
          .where(
            and(
              sql`(${nfts.chain}, ${nfts.contractAddress}, ${nfts.tokenId}) in (${sql.join(
                tokenRows.map((row) => sql`(${row.chain}, ${row.contractAddress}, ${row.tokenId}::numeric)`),
                sql`, `,
              )})`,
              eq(nfts.hidden, false),
              sql`${nfts.deletedAt} is null`,
            ),
          );
  const byToken = new Map(tokens.map((token) => [tokenKey(token.chain, token.contractAddress, token.tokenId), token]));
  const media = await loadMedia(
    db,
    tokens.map((token) => token.imageMediaId),
    mediaOrigin,
  );
  const collectionIds = [
    ...new Set([...rows.map((row) => row.collectionId), ...tokens.map((token) => token.collectionId)].filter((id) => id !== null)),
  ];
  const named =
    collectionIds.length === 0
      ? []
      : await db
          .select({ id: collections.id, name: collections.name })
          .from(collections)
          .where(and(inArray(collections.id, collectionIds), eq(collections.hidden, false), sql`${collections.deletedAt} is null`));
  const byCollection = new Map(named.map((collection) => [collection.id, collection]));
  return (row) => {
    const token = row.tokenId === null ? undefined : byToken.get(tokenKey(row.chain, row.contractAddress, row.tokenId));
    // The token's collection as it is now; a collection or trait offer names the one it was made for.
    const collectionId = token?.collectionId ?? row.collectionId ?? null;
    return {
      nft: token ? { name: token.name, image: media(token.imageMediaId) } : null,
      collection: (collectionId !== null && byCollection.get(collectionId)) || null,
    };
  };
}

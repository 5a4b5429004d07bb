import { z } from 'zod';
import { collectionSorts } from '@nft/api-contract';

/**
 * The other two explore lists issue 17 names beside GET /v1/nfts, read as their pages read them:
 * - GET /v1/collections: the collections page, every sort, then a chain, a category and verified only;
 * - GET /v1/orders: a chain's newest orders, its active listings, offers, the listings of some listed
 *   tokens (the NFT page's table) and some makers' orders (the account page).
 * Neither has the explore cache (decision 019 caches GET /v1/nfts only), so every request reads
 * PostgreSQL: their figures are cache misses by construction. Tokens and makers are taken from the
 * API's own answers, so the paths read real rows of the benchmark's data set.
 */
export type OtherList = { name: 'collections' | 'orders'; paths: string[]; bodies: string[] };

const pageSchema = z.object({ data: z.object({ items: z.array(z.unknown()), nextCursor: z.string().nullable() }) });
const nftItems = z.object({
  data: z.object({ items: z.array(z.object({ chain: z.string(), contractAddress: z.string(), tokenId: z.string() })) }),
});
const orderItems = z.object({ data: z.object({ items: z.array(z.object({ maker: z.string() })) }) });

async function read(baseUrl: string, path: string): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`);
  const body = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 300)}`);
  return body;
}

/** The path's first page and up to `pages - 1` more, following `nextCursor`. */
async function followPages(baseUrl: string, path: string, pages: number): Promise<{ paths: string[]; bodies: string[] }> {
  const paths: string[] = [];
  const bodies: string[] = [];
  let next: string | null = path;
  while (next !== null && paths.length < pages) {
    const body = await read(baseUrl, next);
    paths.push(next);
    bodies.push(body);
    const cursor = pageSchema.parse(JSON.parse(body)).data.nextCursor;
    next = cursor === null ? null : `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;
  }
  return { paths, bodies };
}

async function gather(baseUrl: string, name: OtherList['name'], starts: [string, number][]): Promise<OtherList> {
  const list: OtherList = { name, paths: [], bodies: [] };
  for (const [path, pages] of starts) {
    const { paths, bodies } = await followPages(baseUrl, path, pages);
    list.paths.push(...paths);
    list.bodies.push(...bodies);
  }
  return list;
}

export async function otherLists(baseUrl: string): Promise<OtherList[]> {
  const collections = await gather(baseUrl, 'collections', [
    ...collectionSorts.map((sort): [string, number] => [`/v1/collections?sort=${sort}`, 2]),
    ['/v1/collections?chain=local1', 1],
    ['/v1/collections?category=art', 1],
    ['/v1/collections?verified=true&sort=volume', 1],
  ]);
  const listed = nftItems.parse(JSON.parse(await read(baseUrl, '/v1/nfts?sort=price_asc&limit=10'))).data.items;
  const makers = orderItems.parse(JSON.parse(await read(baseUrl, '/v1/orders?chain=local1&limit=50'))).data.items.map((o) => o.maker);
  const orders = await gather(baseUrl, 'orders', [
    ['/v1/orders?chain=local1', 3],
    ['/v1/orders?chain=local1&side=listing&status=active', 2],
    ['/v1/orders?side=offer', 2],
    ...listed.map((nft): [string, number] => [`/v1/orders?chain=${nft.chain}&contract=${nft.contractAddress}&tokenId=${nft.tokenId}`, 1]),
    ...[...new Set(makers)].slice(0, 5).map((maker): [string, number] => [`/v1/orders?maker=${maker}`, 1]),
  ]);
  return [collections, orders];
}

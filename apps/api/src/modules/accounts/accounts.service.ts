import type { ChainRegistry } from '@nft/chains';
import type { Database } from '@nft/db';
import { decodeCursor } from '../../http/keyset-cursor';
import { toPage, type Page } from '../../http/page';
import type { ActivityReader } from '../activity/activity.service';
import type {
  Activity,
  ActivityQuery,
  Collection,
  Nft,
  AccountListQuery,
  AccountNftsQuery,
  AccountNftTab,
  AccountTabCollections,
} from '@nft/api-contract';
import { collectionMediaIds, toCollection } from '../collections/collection-view';
import { collectionOrders, findCollections } from '../collections/collections.repository';
import { loadMedia } from '../media/media.repository';
import { findOwnerSummaries, tokenKeyOf } from '../nfts/nft-owners.repository';
import { toNft } from '../nfts/nft-view';
import { accountNftOrder, findAccountNfts } from './account-nfts.repository';
import { findAccountTabCollections } from './account-tab-collections.repository';

/** The lists of the account page; each is a keyset page like explore's. */
export type AccountService = {
  nfts(address: string, query: AccountNftsQuery): Promise<Page<Nft & { chainName: string }>>;
  collections(address: string, query: AccountListQuery): Promise<Page<Collection & { chainName: string }>>;
  activity(address: string, query: ActivityQuery): Promise<Page<Activity>>;
  tabCollections(address: string, tab: AccountNftTab): Promise<AccountTabCollections>;
};

export type AccountServiceDeps = { db: Database; chains: ChainRegistry; publicUrl: string; activity: ActivityReader };

export function createAccountService({ db, chains, publicUrl, activity }: AccountServiceDeps): AccountService {
  // A row of a chain this deployment no longer lists shows its symbol.
  const chainName = (symbol: string) => chains.all().find((chain) => chain.symbol === symbol)?.chainName ?? symbol;
  return {
    async nfts(address, { tab, sort, chain, collection, status, search, limit, cursor }) {
      const { order, name } = accountNftOrder(tab, sort);
      // The tab and sort name the cursor, so a cursor of one tab or sort is refused by another.
      const after = cursor === undefined ? undefined : decodeCursor(cursor, name, order.kind, order.nullable);
      // get() throws unsupported_chain for a symbol this deployment does not know.
      const chainSymbols = chain?.map((symbol) => chains.get(symbol).symbol);
      const filter = { chains: chainSymbols, collectionIds: collection, statuses: status, search };
      const rows = await findAccountNfts(db, { tab, address, order, filter }, after, limit);
      const shown = rows.slice(0, limit);
      const [owners, media] = await Promise.all([
        findOwnerSummaries(db, shown),
        loadMedia(
          db,
          shown.map((row) => row.imageMediaId),
          publicUrl,
        ),
      ]);
      return toPage(
        rows,
        limit,
        name,
        (row) => ({ value: row.cursorValue, id: row.id }),
        (row) => ({
          ...toNft(row, owners.get(tokenKeyOf(row)), media),
          chainName: chainName(row.chain),
        }),
      );
    },

    async collections(address, { limit, cursor }) {
      const order = collectionOrders.newest;
      const after = cursor === undefined ? undefined : decodeCursor(cursor, 'newest', order.kind, order.nullable);
      const rows = await findCollections(db, { creator: address }, order, after, limit);
      const media = await loadMedia(db, rows.slice(0, limit).flatMap(collectionMediaIds), publicUrl);
      return toPage(
        rows,
        limit,
        'newest',
        (row) => ({ value: row.cursorValue, id: row.id }),
        (row) => ({ ...toCollection(row, media), chainName: chainName(row.chain) }),
      );
    },

    activity(address, query) {
      return activity.page({ kind: 'address', address }, query);
    },

    async tabCollections(address, tab) {
      return { items: await findAccountTabCollections(db, tab, address) };
    },
  };
}

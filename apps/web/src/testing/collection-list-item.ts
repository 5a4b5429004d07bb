import type { CollectionListItem } from '@nft/api-contract';
import { weth } from './stub-api';

type Stats = {
  floorPrice: string | null;
  floorPrice24hAgo?: string | null;
  volume: string;
  volume7d: string;
  volume24h?: string;
  sales: number;
};

/**
 * A collection as GET /v1/collections lists it, with the stats a table shows; collection 2 is priced in WETH, the others
 * in the chain's own currency, and collection 1 is verified.
 */
export function collectionListItem(id: number, name: string, stats: Stats): CollectionListItem {
  return {
    id,
    chain: 'local1',
    chainName: 'Local Chain A',
    contractAddress: null,
    name,
    description: null,
    category: 'art',
    creator: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    royaltyBps: 0,
    royaltyAddress: null,
    paymentToken: id === 2 ? weth : null,
    website: null,
    verified: id === 1,
    logo: null,
    featured: null,
    banner: null,
    stats: { items: 1200, owners: 340, volume24h: '0', floorPrice24hAgo: null, ...stats },
    createdAt: '2026-01-05T00:00:00.000Z',
  };
}

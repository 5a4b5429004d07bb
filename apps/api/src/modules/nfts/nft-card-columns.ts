import { sql } from 'drizzle-orm';
import { collections, nfts } from '@nft/db';

/**
 * What a visitor may see, in the indexes' own words so the planner can match their predicates:
 * hidden, burned and deleted NFTs are not shown, nor NFTs of a collection that moderation hid or
 * its creator deleted. Needs `collections` left-joined on the NFT's collection.
 */
export const visibleNft = sql`not ${nfts.hidden} and not ${nfts.burned} and ${nfts.deletedAt} is null
  and (${nfts.collectionId} is null or (not ${collections.hidden} and ${collections.deletedAt} is null))`;

/** The columns an NFT card shows (explore, account tabs, detail header): one shape, one view. */
export const nftCardColumns = {
  id: nfts.id,
  chain: nfts.chain,
  contractAddress: nfts.contractAddress,
  tokenId: nfts.tokenId,
  standard: nfts.standard,
  name: nfts.name,
  imageMediaId: nfts.imageMediaId,
  collectionId: collections.id,
  collectionName: collections.name,
  supply: nfts.supply,
  bestListingPrice: nfts.bestListingPrice,
  bestListingCurrency: nfts.bestListingCurrency,
  bestListingKind: nfts.bestListingKind,
  bestListingOrderHash: nfts.bestListingOrderHash,
  lastSalePrice: nfts.lastSalePrice,
  lastSaleCurrency: nfts.lastSaleCurrency,
  lastSaleAt: nfts.lastSaleAt,
  rarityRank: nfts.rarityRank,
  createdAt: nfts.createdAt,
};

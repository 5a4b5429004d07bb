import { effectiveRoyalty } from '@nft/shared';
import type { MediaLookup } from '../media/media.repository';
import type { ExplorerLinks } from './explorer-links';
import type { TradeState } from './nft-trade-state.repository';
import type { OwnerSummary } from './nft-owners.repository';
import type { NftDetailRow, NftRow } from './nfts.repository';
import type { Nft, NftDetail } from '@nft/api-contract';
import { metadataObject, safeExternalUrl } from './untrusted-metadata';

type Price = { price: string; currency: string | null };

/** The NFT page's best offer next to the price (docs/product.md "Offers"), with the order to accept. */
function bestOffer(row: { bestOfferPrice: string | null; bestOfferCurrency: string | null; bestOfferOrderHash: string | null }) {
  const offer = price(row.bestOfferPrice, row.bestOfferCurrency);
  return offer && { ...offer, orderHash: row.bestOfferOrderHash };
}

/** The last sale, per copy, with its time; cards show it when the token is not on sale. */
function lastSale(row: { lastSalePrice: string | null; lastSaleCurrency: string | null; lastSaleAt: Date | null }) {
  const sale = price(row.lastSalePrice, row.lastSaleCurrency);
  return sale && { ...sale, at: row.lastSaleAt?.toISOString() ?? null };
}

function price(value: string | null, currency: string | null): Price | null {
  return value === null ? null : { price: value, currency };
}

/** An NFT as explore lists show it. Only single-owner standards name their owner. */
export function toNft(row: Omit<NftRow, 'cursorValue'>, owners: OwnerSummary | undefined, media: MediaLookup): Nft {
  const singleOwner = row.standard !== 'ERC-1155';
  const listing = price(row.bestListingPrice, row.bestListingCurrency);
  return {
    chain: row.chain,
    contractAddress: row.contractAddress,
    tokenId: row.tokenId,
    standard: row.standard,
    name: row.name,
    image: media(row.imageMediaId),
    collection: row.collectionId === null || row.collectionName === null ? null : { id: row.collectionId, name: row.collectionName },
    owner: singleOwner ? (owners?.firstOwner ?? null) : null,
    ownerCount: owners?.count ?? 0,
    supply: row.supply,
    bestListing: listing && row.bestListingKind ? { ...listing, kind: row.bestListingKind, orderHash: row.bestListingOrderHash } : null,
    lastSale: lastSale(row),
    rarityRank: row.rarityRank,
    createdAt: row.createdAt.toISOString(),
  };
}

export type NftDetailParts = {
  owners: OwnerSummary | undefined;
  holders: { address: string; balance: string }[];
  attributes: NftDetail['attributes'];
  media: MediaLookup;
  chainName: string;
  trade: TradeState;
  explorer: ExplorerLinks;
  favorited: boolean;
  hasUnlockable: boolean;
};

export function toNftDetail(row: NftDetailRow, parts: NftDetailParts): NftDetail {
  const { owners, holders, attributes, media } = parts;
  return {
    ...toNft(row, owners, media),
    collection:
      row.collectionId === null || row.collectionName === null
        ? null
        : {
            id: row.collectionId,
            name: row.collectionName,
            logo: media(row.collectionLogoMediaId),
            verified: row.collectionVerified ?? false,
            royaltyBps: row.collectionRoyaltyBps ?? 0,
            royaltyAddress: row.collectionRoyaltyAddress,
          },
    chainName: parts.chainName,
    isPlatformToken: row.isPlatformToken,
    inTrade: parts.trade.inTrade,
    staked: parts.trade.staked,
    explorer: parts.explorer,
    animationMime: row.animationMime,
    hasUnlockable: parts.hasUnlockable,
    favorited: parts.favorited,
    description: row.description,
    animation: media(row.animationMediaId),
    externalUrl: safeExternalUrl(row.externalUrl),
    tokenUri: row.tokenUri,
    metadata: metadataObject(row.metadata),
    frozen: row.frozen,
    royalty: effectiveRoyalty(
      { royaltyBps: row.royaltyBps, royaltyReceiver: row.royaltyReceiver },
      row.collectionId === null ? null : { royaltyBps: row.collectionRoyaltyBps ?? 0, royaltyAddress: row.collectionRoyaltyAddress },
    ),
    creator: row.creatorAddress,
    attributes,
    owners: holders,
    mint:
      row.mintedTxHash === null || row.mintedBlockNumber === null
        ? null
        : { txHash: row.mintedTxHash, blockNumber: row.mintedBlockNumber, mintedAt: row.mintedAt?.toISOString() ?? null },
    bestOffer: bestOffer(row),
    favoriteCount: row.favoriteCount,
    rarity: row.rarityRank === null || row.rarityOf === null ? null : { rank: row.rarityRank, of: Number(row.rarityOf) },
  };
}

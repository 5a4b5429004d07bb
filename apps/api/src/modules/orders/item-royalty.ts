import type { Address } from 'viem';
import type { Database } from '@nft/db';
import { effectiveRoyalty, type EffectiveRoyalty } from '@nft/shared';
import { findItemCollection } from './collection-royalty.repository';
import { readChainRoyalty } from './token-reads';
import type { TradingChain } from './trading-chain';

export type ItemRoyalty = { royalty: EffectiveRoyalty; collectionId: number | null };

/**
 * The royalty a listing of this token must pay (docs/product.md "Trading", decision 023): ERC-2981
 * read from the chain now; the collection's setting only when the contract has no ERC-2981.
 */
export async function itemRoyalty(db: Database, chain: TradingChain, token: Address, tokenId: bigint): Promise<ItemRoyalty> {
  const [onChain, collection] = await Promise.all([
    readChainRoyalty(chain, token, tokenId),
    findItemCollection(db, chain.symbol, token.toLowerCase(), tokenId.toString()),
  ]);
  const royalty = effectiveRoyalty(onChain ?? { royaltyBps: null, royaltyReceiver: null }, collection ?? null);
  return { royalty, collectionId: collection?.collectionId ?? null };
}

/**
 * itemRoyalty for the order intake, which can leave the collection id to the insert
 * (itemCollectionId): the chain is read first, and the collection row only when the token has no
 * ERC-2981 (its royalty is then the collection's). `collectionId` undefined: not read.
 */
export async function intakeRoyalty(
  db: Database,
  chain: TradingChain,
  token: Address,
  tokenId: bigint,
): Promise<{ royalty: EffectiveRoyalty; collectionId: number | null | undefined }> {
  const onChain = await readChainRoyalty(chain, token, tokenId);
  if (onChain) return { royalty: effectiveRoyalty(onChain, null), collectionId: undefined };
  const collection = await findItemCollection(db, chain.symbol, token.toLowerCase(), tokenId.toString());
  return {
    royalty: effectiveRoyalty({ royaltyBps: null, royaltyReceiver: null }, collection ?? null),
    collectionId: collection?.collectionId ?? null,
  };
}

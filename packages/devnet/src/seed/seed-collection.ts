import { activity, collections, nftAttributes, nfts, ownerships, refreshCollectionRarity } from '@nft/db';
import { testAccounts } from '../accounts/test-accounts';
import { renderArt } from './art/render-art';
import type { DemoCollection } from './demo-catalogue';
import { attributeRows, itemMetadata } from './item-metadata';
import { mintDemoItem, type MintedToken } from './mint-demo-item';
import { mediaUrl, type SeedContext } from './seed-context';
import { storeImage, type StoredImage } from './store-image';

interface PreparedItem {
  index: number;
  image: StoredImage;
  tokenUri: string;
  metadata: Record<string, unknown>;
  minted: MintedToken;
}

function chainOf(context: SeedContext, demo: DemoCollection) {
  const chain = context.chains.find((c) => c.symbol === demo.chain);
  if (!chain) throw new Error(`demo collection ${demo.slug} needs chain ${demo.chain}`);
  return chain;
}

/** Renders, stores and mints every item. Mints run one after another: the creator's nonce is shared. */
async function mintItems(context: SeedContext, demo: DemoCollection): Promise<PreparedItem[]> {
  const chain = chainOf(context, demo);
  const creator = testAccounts[demo.creatorAccount]!;
  const prepared: PreparedItem[] = [];
  for (const [index, item] of demo.items.entries()) {
    const png = await renderArt({ seed: `${demo.slug}-${index}`, style: demo.style, palette: demo.palette, width: 600, height: 600 });
    const image = await storeImage(context, png);
    const metadata = itemMetadata(item, mediaUrl(context, image.key));
    const stored = await context.media.put(Buffer.from(JSON.stringify(metadata)), 'application/json');
    const tokenUri = mediaUrl(context, stored.key);
    const minted = await mintDemoItem({
      chain,
      creatorKey: creator.privateKey,
      tokenUri,
      royaltyBps: demo.royaltyBps,
      copies: item.copies ?? 1,
    });
    prepared.push({ index, image, tokenUri, metadata, minted });
  }
  return prepared;
}

async function collectionImages(context: SeedContext, demo: DemoCollection) {
  const art = (suffix: string, width: number, height: number) =>
    renderArt({ seed: `${demo.slug}-${suffix}`, style: demo.style, palette: demo.palette, width, height }).then((png) =>
      storeImage(context, png),
    );
  // Spec's recommended sizes: logo 400x400, featured 600x400, banner 1400x400.
  return { logo: await art('logo', 400, 400), featured: await art('featured', 600, 400), banner: await art('banner', 1400, 400) };
}

/**
 * Seeds one demo collection: real mints on its chain first, then every database row in one
 * transaction, so the database never holds half a collection.
 */
export async function seedCollection(context: SeedContext, demo: DemoCollection): Promise<number> {
  const creator = testAccounts[demo.creatorAccount]!.address.toLowerCase();
  const images = await collectionImages(context, demo);
  const items = await mintItems(context, demo);
  return context.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(collections)
      .values({
        chain: demo.chain,
        creatorAddress: creator,
        name: demo.name,
        description: demo.description,
        category: demo.category,
        royaltyBps: demo.royaltyBps,
        royaltyAddress: creator,
        verified: demo.verified,
        logoMediaId: images.logo.mediaId,
        featuredMediaId: images.featured.mediaId,
        bannerMediaId: images.banner.mediaId,
        itemCount: items.length,
        ownerCount: 1,
      })
      .returning({ id: collections.id });
    const collectionId = row!.id;
    for (const item of items) {
      const demoItem = demo.items[item.index]!;
      const { minted } = item;
      const contractAddress = minted.contractAddress.toLowerCase();
      const tokenId = minted.tokenId.toString();
      const supply = String(demoItem.copies ?? 1);
      const block = { blockNumber: Number(minted.blockNumber), blockHash: minted.blockHash };
      const [nft] = await tx
        .insert(nfts)
        .values({
          chain: demo.chain,
          contractAddress,
          tokenId,
          standard: minted.standard,
          collectionId,
          creatorAddress: creator,
          name: demoItem.name,
          description: demoItem.description,
          tokenUri: item.tokenUri,
          metadata: item.metadata,
          imageMediaId: item.image.mediaId,
          imageSourceUrl: String(item.metadata.image),
          supply,
          metadataStatus: 'fetched',
          metadataRefreshedAt: new Date(),
          mintedBlockNumber: block.blockNumber,
          mintedBlockHash: block.blockHash,
          mintedTxHash: minted.txHash,
          mintedAt: minted.timestamp,
        })
        .returning({ id: nfts.id });
      await tx.insert(nftAttributes).values(attributeRows(demoItem).map((a) => ({ ...a, nftId: nft!.id, collectionId })));
      await tx
        .insert(ownerships)
        .values({ chain: demo.chain, contractAddress, tokenId, owner: creator, balance: supply, acquiredAt: minted.timestamp, ...block });
      await tx.insert(activity).values({
        chain: demo.chain,
        kind: 'mint',
        contractAddress,
        tokenId,
        collectionId,
        toAddress: creator,
        quantity: supply,
        txHash: minted.txHash,
        logIndex: minted.transferLogIndex,
        occurredAt: minted.timestamp,
        ...block,
      });
    }
    // Its items arrive with their traits, not through the metadata worker that ranks a collection after a fetch.
    await refreshCollectionRarity(tx, collectionId);
    return collectionId;
  });
}

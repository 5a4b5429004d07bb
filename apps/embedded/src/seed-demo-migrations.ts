import { crc32, deflateSync } from 'node:zlib';
import { createPublicClient, createWalletClient, defineChain, http, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { eq } from 'drizzle-orm';
import { loadArtifacts, thirdPartyErc721Abi } from '@nft/contracts';
import { accounts, batchMigrations, collections, type DatabaseHandle } from '@nft/db';
import { testAccounts, type DevnetChain } from '@nft/devnet';
import { mediaUrl, type MediaStore } from '@nft/media';

/**
 * The demo's batch migrations (docs/product.md "Batch migration", docs/decisions/049-per-contract-backfill-and-import.md):
 * on local1 a creator deploys a plain OpenZeppelin ERC-721 "elsewhere" and mints tokens 1-8; one request (tokens 1-5,
 * consecutive) is already approved, so the indexer backfills the contract and imports them into a demo collection
 * shortly after the first start; a second (tokens 6 and 8, non-consecutive) waits in the console's Migrations tab.
 * The contract's base URI is a metadata document in the marketplace's own media store (with an image stored beside it),
 * so the imported tokens get a name and an image like any other: OpenZeppelin appends the token id to the base URI, so
 * the base ends in `?token=` and every token reads the same document (a content-addressed key cannot end in a token id).
 * Once: a chain that already has batch migration requests is left alone.
 */
export const demoMigration = {
  chain: 'local1',
  creator: testAccounts[6]!,
  contractName: 'Elsewhere Originals',
  symbol: 'ELSE',
  tokenName: 'Elsewhere Original',
  description: 'A token minted on a contract deployed outside this marketplace and imported by batch migration.',
  minted: [1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n],
} as const;

export type SeedMigrationsResult = { created: string[]; failed: string[] };

/** A small PNG (diagonal bands in two colours), encoded by hand: no image library needed for one demo picture. */
export function demoMigrationPng(size = 96): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: number[] = [];
  for (let y = 0; y < size; y += 1) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x += 1) rows.push(...(Math.floor((x + y) / 12) % 2 === 0 ? [38, 70, 83] : [233, 196, 106]));
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.from(rows))), chunk('IEND', Buffer.alloc(0))]);
}

/** Stores the image and the metadata document on the media origin; the same bytes give the same keys (idempotent). */
async function storeDemoMetadata(media: MediaStore, mediaOrigin: string): Promise<string> {
  const image = await media.put(demoMigrationPng(), 'image/png');
  const document = {
    name: demoMigration.tokenName,
    description: demoMigration.description,
    image: mediaUrl(mediaOrigin, image.key),
  };
  const stored = await media.put(Buffer.from(JSON.stringify(document)), 'application/json');
  return `${mediaUrl(mediaOrigin, stored.key)}?token=`;
}

export async function seedDemoMigrations({
  database,
  chains,
  media,
  mediaOrigin,
}: {
  database: DatabaseHandle;
  chains: readonly DevnetChain[];
  media: MediaStore;
  /** The media origin the metadata worker reads from the store (config.public.mediaUrl). */
  mediaOrigin: string;
}): Promise<SeedMigrationsResult> {
  const result: SeedMigrationsResult = { created: [], failed: [] };
  const chain = chains.find((c) => c.symbol === demoMigration.chain);
  if (!chain) return result;
  const { db } = database;
  const existing = await db
    .select({ id: batchMigrations.id })
    .from(batchMigrations)
    .where(eq(batchMigrations.chain, chain.symbol))
    .limit(1);
  if (existing.length > 0) return result;
  try {
    const viemChain = defineChain({
      id: chain.chainId,
      name: chain.symbol,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    });
    const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) });
    const account = privateKeyToAccount(demoMigration.creator.privateKey);
    const wallet = createWalletClient({ account, chain: viemChain, transport: http(chain.rpcUrl) });
    const artifacts = await loadArtifacts();
    const baseUri = await storeDemoMetadata(media, mediaOrigin);
    const deployed = await client.waitForTransactionReceipt({
      hash: await wallet.deployContract({
        abi: thirdPartyErc721Abi,
        bytecode: artifacts.ThirdPartyERC721.bytecode,
        args: [demoMigration.contractName, demoMigration.symbol, baseUri],
      }),
      pollingInterval: 50,
    });
    const contract = deployed.contractAddress!.toLowerCase();
    for (const tokenId of demoMigration.minted) {
      const hash = await wallet.writeContract({
        address: contract as Address,
        abi: thirdPartyErc721Abi,
        functionName: 'mint',
        args: [account.address, tokenId],
      });
      await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    }
    const creator = account.address.toLowerCase();
    const [requester] = await db
      .insert(accounts)
      .values({ address: creator, family: 'evm' })
      .onConflictDoUpdate({ target: accounts.address, set: { address: creator } })
      .returning({ id: accounts.id });
    const collection = async (name: string) =>
      (
        await db
          .insert(collections)
          .values({
            chain: chain.symbol,
            creatorAddress: creator,
            name,
            royaltyAddress: creator,
            description: 'Imported by batch migration.',
          })
          .returning({ id: collections.id })
      )[0]!.id;
    const facts = {
      chain: chain.symbol,
      sourceContractAddress: contract,
      requesterAccountId: requester!.id,
      contact: 'elsewhere@example.com',
      controlKind: 'owner' as const,
      standard: 'ERC-721' as const,
      contractName: demoMigration.contractName,
      contractSymbol: demoMigration.symbol,
      contractOwner: creator,
      deploymentBlock: Number(deployed.blockNumber),
    };
    await db.insert(batchMigrations).values({
      ...facts,
      collectionId: await collection('Elsewhere Originals'),
      tokenIdType: 'consecutive',
      rangeStart: '1',
      rangeEnd: '5',
      tokenCount: 5,
      status: 'approved',
      reviewNote: 'Demo data: approved at the first start',
      reviewedAt: new Date(),
    });
    await db.insert(batchMigrations).values({
      ...facts,
      collectionId: await collection('Elsewhere Extras'),
      tokenIdType: 'non_consecutive',
      tokenIds: ['6', '8'],
      tokenCount: 2,
    });
    result.created.push(`${chain.symbol}:${contract} (tokens 1-5 approved, 6 and 8 pending)`);
  } catch (error) {
    result.failed.push(`${chain.symbol}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return result;
}

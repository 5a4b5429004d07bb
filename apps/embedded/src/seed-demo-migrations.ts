import { crc32, deflateSync } from 'node:zlib';
import { createPublicClient, createWalletClient, defineChain, http, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { eq } from 'drizzle-orm';
import { loadArtifacts, marketplaceErc721Abi } from '@nft/contracts';
import { accounts, batchMigrations, collections, type DatabaseHandle } from '@nft/db';
import { testAccounts, type DevnetChain } from '@nft/devnet';
import { mediaUrl, type MediaStore } from '@nft/media';
import { migrationControlMessage } from '@nft/api-contract';

/**
 * The demo's batch migrations (docs/product.md "Batch migration", docs/decisions/049-per-contract-backfill-and-import.md):
 * on local1 a creator deploys an ERC-721 "elsewhere" (a fresh MarketplaceERC721 the marketplace does not know, as a
 * contract of another platform would be) and mints tokens 1-8; one request (tokens 1-5, consecutive) is already
 * approved, so the indexer backfills the contract and imports them into a demo collection shortly after the first
 * start; a second (tokens 6 and 8, non-consecutive) waits in the console's Migrations tab. Token 7 is in no request.
 * Each token's URI is its own metadata document in the marketplace's media store, with its own picture, so explore shows
 * eight different tokens, not eight copies of one. The contract has no owner(): its deployer proves control.
 * Once: a chain that already has batch migration requests is left alone.
 */
export const demoMigration = {
  chain: 'local1',
  creator: testAccounts[6]!,
  contractName: 'Elsewhere Originals',
  symbol: 'ELSE',
  /** Token n is called "Elsewhere #n": short enough for a card's one line. */
  tokenName: 'Elsewhere',
  description: 'A token minted on a contract deployed outside this marketplace and imported by batch migration.',
  minted: [1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n],
} as const;

export type SeedMigrationsResult = { created: string[]; failed: string[] };

/** Two colours per token, in mint order, so no two demo tokens look alike. */
const palettes: readonly (readonly [readonly number[], readonly number[]])[] = [
  [
    [38, 70, 83],
    [233, 196, 106],
  ],
  [
    [42, 157, 143],
    [244, 162, 97],
  ],
  [
    [231, 111, 81],
    [38, 70, 83],
  ],
  [
    [69, 123, 157],
    [241, 250, 238],
  ],
  [
    [29, 53, 87],
    [230, 57, 70],
  ],
  [
    [106, 76, 147],
    [255, 202, 58],
  ],
  [
    [25, 130, 196],
    [138, 201, 38],
  ],
  [
    [61, 64, 91],
    [242, 204, 143],
  ],
];

/**
 * A small PNG of diagonal bands in the token's two colours, the bands' width varying with the token, encoded by hand:
 * no image library needed for a few demo pictures.
 */
export function demoMigrationPng(tokenIndex = 0, size = 96): Buffer {
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
  const [dark, light] = palettes[tokenIndex % palettes.length]!;
  const band = 8 + (tokenIndex % 4) * 4;
  const rows: number[] = [];
  for (let y = 0; y < size; y += 1) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x += 1) rows.push(...(Math.floor((x + y) / band) % 2 === 0 ? dark : light));
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.from(rows))), chunk('IEND', Buffer.alloc(0))]);
}

/** Stores token n's picture and metadata document on the media origin; the same bytes give the same keys (idempotent). */
async function storeTokenMetadata(media: MediaStore, mediaOrigin: string, tokenIndex: number): Promise<string> {
  const image = await media.put(demoMigrationPng(tokenIndex), 'image/png');
  const document = {
    name: `${demoMigration.tokenName} #${tokenIndex + 1}`,
    description: demoMigration.description,
    image: mediaUrl(mediaOrigin, image.key),
  };
  const stored = await media.put(Buffer.from(JSON.stringify(document)), 'application/json');
  return mediaUrl(mediaOrigin, stored.key);
}

export async function seedDemoMigrations({
  database,
  chains,
  media,
  mediaOrigin,
  site,
}: {
  database: DatabaseHandle;
  chains: readonly DevnetChain[];
  media: MediaStore;
  /** The media origin the metadata worker reads from the store (config.public.mediaUrl). */
  mediaOrigin: string;
  /** The public app origin's host, which the deployer's control message names (decision 048). */
  site: string;
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
    const deployed = await client.waitForTransactionReceipt({
      hash: await wallet.deployContract({
        abi: marketplaceErc721Abi,
        bytecode: artifacts.MarketplaceERC721.bytecode,
        args: [demoMigration.contractName, demoMigration.symbol],
      }),
      pollingInterval: 50,
    });
    const contract = deployed.contractAddress!.toLowerCase();
    // The contract numbers its tokens from 1 in mint order.
    for (const [index] of demoMigration.minted.entries()) {
      const hash = await wallet.writeContract({
        address: contract as Address,
        abi: marketplaceErc721Abi,
        functionName: 'mint',
        args: [account.address, await storeTokenMetadata(media, mediaOrigin, index), account.address, 0n],
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
      controlKind: 'deployer' as const,
      deployerAddress: creator,
      // The creator signs what the request form would have asked for; the creation transaction's sender matches.
      deployerSignature: await account.signMessage({
        message: migrationControlMessage({ site, chainId: chain.chainId, contractAddress: contract, applicant: creator }),
      }),
      deployerVerified: true,
      standard: 'ERC-721' as const,
      contractName: demoMigration.contractName,
      contractSymbol: demoMigration.symbol,
      contractOwner: null,
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

import { createPublicClient, createWalletClient, defineChain, http, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { eq } from 'drizzle-orm';
import { loadArtifacts, thirdPartyErc721Abi } from '@nft/contracts';
import { accounts, batchMigrations, collections, type DatabaseHandle } from '@nft/db';
import { testAccounts, type DevnetChain } from '@nft/devnet';

/**
 * The demo's batch migrations (docs/product.md "Batch migration", docs/decisions/049-per-contract-backfill-and-import.md):
 * on local1 a creator deploys a plain OpenZeppelin ERC-721 "elsewhere" and mints tokens 1-8; one request (tokens 1-5,
 * consecutive) is already approved, so the indexer backfills the contract and imports them into a demo collection
 * shortly after the first start; a second (tokens 6 and 8, non-consecutive) waits in the console's Migrations tab.
 * Once: a chain that already has batch migration requests is left alone.
 */
export const demoMigration = {
  chain: 'local1',
  creator: testAccounts[6]!,
  contractName: 'Elsewhere Originals',
  symbol: 'ELSE',
  // A base URI nobody serves: the import shows the metadata pipeline's per-token errors as they are.
  baseUri: 'ipfs://bafybeidemoelsewhereoriginals/',
  minted: [1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n],
} as const;

export type SeedMigrationsResult = { created: string[]; failed: string[] };

export async function seedDemoMigrations({
  database,
  chains,
}: {
  database: DatabaseHandle;
  chains: readonly DevnetChain[];
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
        abi: thirdPartyErc721Abi,
        bytecode: artifacts.ThirdPartyERC721.bytecode,
        args: [demoMigration.contractName, demoMigration.symbol, demoMigration.baseUri],
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

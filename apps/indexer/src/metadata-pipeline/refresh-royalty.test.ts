import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { createWalletClient, http, parseEventLogs, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadArtifacts, marketplaceErc721Abi, plainErc721Abi } from '@nft/contracts';
import { nfts, type DatabaseHandle } from '@nft/db';
import { createTestDatabase, insertCollection, insertContract } from '@nft/db/testing';
import { testAccounts } from '@nft/devnet';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { createLocalMediaStore } from '@nft/media';
import { effectiveRoyalty } from '@nft/shared';
import { createInProcessJobQueue, type JobQueue } from '@nft/jobs';
import { startIndexer, type RunningIndexer } from '../start-indexer';
import { chainActor, type ChainActor } from '../testing/chain-actor';
import { registerPlatformContracts } from '../testing/indexer-fixture';
import {
  createJobMetadataQueue,
  createRoyaltyReader,
  createTokenUriReader,
  fetchMetadataJobName,
  refreshRoyalty,
  startMetadataWorker,
} from '@nft/metadata';

const symbol = 'local1';
const alice = testAccounts[1]!;
const bob = testAccounts[2]!.address.toLowerCase();
const errors: unknown[] = [];
let database: DatabaseHandle;
let chain: TestChain;
let actor: ChainActor;
let jobs: JobQueue;
let indexer: RunningIndexer;
let tempDir: string;

const jsonDataUri = (value: unknown) => `data:application/json;base64,${Buffer.from(JSON.stringify(value)).toString('base64')}`;

beforeAll(async () => {
  [database, chain, tempDir] = await Promise.all([createTestDatabase(), startTestChain(), mkdtemp(join(tmpdir(), 'royalty-'))]);
  actor = chainActor(chain.rpcUrl, chain.chainId, chain.deployment);
  await registerPlatformContracts(database.db, symbol, chain);
  jobs = createInProcessJobQueue((_name, error) => errors.push(error));
  const store = createLocalMediaStore(join(tempDir, 'media'));
  startMetadataWorker(jobs, {
    db: database.db,
    media: store,
    fetch: {
      ipfsGateway: 'https://gateway.invalid',
      ownMedia: { publicUrl: 'http://127.0.0.1:9', store },
      connectTimeoutMs: 1_000,
      totalTimeoutMs: 2_000,
    },
    readTokenUri: createTokenUriReader({ [symbol]: chain.rpcUrl }),
    readRoyalty: createRoyaltyReader({ [symbol]: chain.rpcUrl }),
  });
  indexer = startIndexer({
    database,
    chains: [{ symbol, rpcUrl: chain.rpcUrl, seaportAddress: chain.deployment.seaport }],
    pollIntervalMs: 50,
    metadataQueue: createJobMetadataQueue(jobs),
  });
});

afterAll(async () => {
  await indexer?.stop();
  await jobs?.close();
  await chain?.stop();
  await database?.close();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

async function settle(blockNumber: bigint): Promise<void> {
  await indexer.waitForBlock(symbol, Number(blockNumber));
  await jobs.idle();
}

async function nftRow(contract: string, tokenId: bigint | string) {
  const [row] = await database.db
    .select()
    .from(nfts)
    .where(and(eq(nfts.chain, symbol), eq(nfts.contractAddress, contract.toLowerCase()), eq(nfts.tokenId, String(tokenId))));
  return row!;
}

/** A platform ERC-721 mint by alice whose royalty goes to bob: the receiver is not simply the minter. */
async function mintWithRoyalty(bps: bigint) {
  const wallet = createWalletClient({
    account: privateKeyToAccount(alice.privateKey),
    transport: http(chain.rpcUrl),
    chain: actor.client.chain,
  });
  const hash = await wallet.writeContract({
    address: chain.deployment.erc721,
    abi: marketplaceErc721Abi,
    functionName: 'mint',
    args: [alice.address, jsonDataUri({ name: 'Royal' }), bob as Address, bps],
  });
  const receipt = await actor.client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  const [minted] = parseEventLogs({ abi: marketplaceErc721Abi, eventName: 'Minted', logs: receipt.logs });
  return { tokenId: minted!.args.tokenId, blockNumber: receipt.blockNumber };
}

describe('ERC-2981 royalty stored by the metadata job', () => {
  it("stores a platform ERC-721 token's own royalty and receiver at mint", async () => {
    const { tokenId, blockNumber } = await mintWithRoyalty(750n);
    await settle(blockNumber);
    const row = await nftRow(chain.deployment.erc721, tokenId);
    expect(row).toMatchObject({ royaltyBps: 750, royaltyReceiver: bob });
    expect(row.royaltyReadAt).toBeInstanceOf(Date);
    expect(effectiveRoyalty(row, { royaltyBps: 100, royaltyAddress: alice.address.toLowerCase() })).toEqual({
      bps: 750,
      receiver: bob,
      source: 'chain',
    });
    expect(errors).toEqual([]);
  });

  it('stores a zero royalty as the chain answering none (the ERC-1155 minted without royalty)', async () => {
    const { tokenId, receipt } = await actor.mint1155(alice.privateKey, 3n, jsonDataUri({ name: 'Plain edition' }));
    await settle(receipt.blockNumber);
    expect(await nftRow(chain.deployment.erc1155, tokenId)).toMatchObject({
      royaltyBps: 0,
      royaltyReceiver: null,
      royaltyReadAt: expect.any(Date),
    });
  });

  it('a refresh reads the royalty from the chain again', async () => {
    const { tokenId, blockNumber } = await mintWithRoyalty(420n);
    await settle(blockNumber);
    const contractAddress = chain.deployment.erc721.toLowerCase();
    await database.db
      .update(nfts)
      .set({ royaltyBps: 1, royaltyReceiver: null, royaltyReadAt: null })
      .where(eq(nfts.id, (await nftRow(contractAddress, tokenId)).id));
    await jobs.enqueue(fetchMetadataJobName, { chain: symbol, contractAddress, tokenId: String(tokenId), tokenUri: null });
    await jobs.idle();
    expect(await nftRow(contractAddress, tokenId)).toMatchObject({
      royaltyBps: 420,
      royaltyReceiver: bob,
      royaltyReadAt: expect.any(Date),
    });
  });

  it('keeps the stored royalty when the chain cannot be asked (an RPC outage is not "no ERC-2981")', async () => {
    const { tokenId, blockNumber } = await mintWithRoyalty(250n);
    await settle(blockNumber);
    const before = await nftRow(chain.deployment.erc721, tokenId);
    await refreshRoyalty(database.db, createRoyaltyReader({ [symbol]: 'http://127.0.0.1:9' }), {
      chain: symbol,
      contractAddress: chain.deployment.erc721,
      tokenId: String(tokenId),
      tokenUri: null,
    });
    expect(await nftRow(chain.deployment.erc721, tokenId)).toMatchObject({
      royaltyBps: 250,
      royaltyReceiver: bob,
      royaltyReadAt: before.royaltyReadAt,
    });
  });

  it("stores null for a contract without ERC-2981, so the collection's setting applies", async () => {
    const artifacts = await loadArtifacts();
    const wallet = createWalletClient({
      account: privateKeyToAccount(alice.privateKey),
      transport: http(chain.rpcUrl),
      chain: actor.client.chain,
    });
    const deployed = await actor.client.waitForTransactionReceipt({
      hash: await wallet.deployContract({ abi: plainErc721Abi, bytecode: artifacts.PlainERC721.bytecode }),
      pollingInterval: 50,
    });
    const address = deployed.contractAddress!.toLowerCase();
    const collection = await insertCollection(database.db, {
      chain: symbol,
      contractAddress: address,
      royaltyBps: 500,
      royaltyAddress: bob,
    });
    await insertContract(database.db, {
      chain: symbol,
      address,
      standard: 'ERC-721',
      collectionId: collection.id,
      deployedBlockNumber: Number(deployed.blockNumber),
    });

    const hash = await wallet.writeContract({
      address: address as Address,
      abi: plainErc721Abi,
      functionName: 'mint',
      args: [alice.address, 77n],
    });
    await settle((await actor.client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).blockNumber);

    const row = await nftRow(address, 77n);
    expect(row).toMatchObject({ collectionId: collection.id, royaltyBps: null, royaltyReceiver: null, royaltyReadAt: expect.any(Date) });
    expect(effectiveRoyalty(row, collection)).toEqual({ bps: 500, receiver: bob, source: 'collection' });
  });
});

describe('createRoyaltyReader', () => {
  it('answers undefined (keep what is stored) when the chain cannot be asked', async () => {
    const unreachable = createRoyaltyReader({ [symbol]: 'http://127.0.0.1:9' });
    expect(await unreachable(symbol, chain.deployment.erc721, '1')).toBeUndefined();
    expect(await createRoyaltyReader({})(symbol, chain.deployment.erc721, '1')).toBeUndefined();
  });

  it('answers no ERC-2981 for an address without code and for a contract without the interface', async () => {
    const read = createRoyaltyReader({ [symbol]: chain.rpcUrl });
    expect(await read(symbol, bob, '1')).toEqual({ bps: null, receiver: null });
    // Seaport implements neither ERC-165 nor ERC-2981: its call reverts.
    expect(await read(symbol, chain.deployment.seaport, '1')).toEqual({ bps: null, receiver: null });
  });
});

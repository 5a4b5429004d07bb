import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAddress, parseEventLogs } from 'viem';
import { marketplaceErc721Abi } from '@nft/contracts';
import { nfts, type DatabaseHandle } from '@nft/db';
import { createTestDatabase } from '@nft/db/testing';
import { testAccounts } from '@nft/devnet';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { startIndexer, type MetadataJob, type RunningIndexer } from './index';
import { chainActor, type ChainActor } from './testing/chain-actor';
import { derivedState, registerPlatformContracts } from './testing/indexer-fixture';

const [alice, bob, carol] = [testAccounts[1]!, testAccounts[2]!, testAccounts[3]!];
const lower = (address: string) => address.toLowerCase();

let database: DatabaseHandle;
const chains: { symbol: string; chain: TestChain; actor: ChainActor }[] = [];
let indexer: RunningIndexer | undefined;
const jobs: MetadataJob[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const started = await Promise.all([startTestChain({ chainId: 31337 }), startTestChain({ chainId: 31338 })]);
  started.forEach((chain, i) =>
    chains.push({ symbol: `local${i + 1}`, chain, actor: chainActor(chain.rpcUrl, chain.chainId, chain.deployment) }),
  );
  for (const { symbol, chain } of chains) await registerPlatformContracts(database.db, symbol, chain);
});

afterAll(async () => {
  await indexer?.stop();
  await Promise.all(chains.map(({ chain }) => chain.stop()));
  await database?.close();
});

function start(): RunningIndexer {
  return startIndexer({
    database,
    chains: chains.map(({ symbol, chain }) => ({ symbol, rpcUrl: chain.rpcUrl, seaportAddress: chain.deployment.seaport })),
    pollIntervalMs: 50,
    metadataQueue: { enqueue: async (job) => void jobs.push(job) },
  });
}

/** The same story on each chain: mints, a transfer, a burn, an ERC-1155 batch and approvals. */
async function play({ actor, chain }: (typeof chains)[number]) {
  const first = await actor.mint721(alice.privateKey, 'ipfs://first');
  const second = await actor.mint721(alice.privateKey, 'ipfs://second');
  await actor.transfer721(alice.privateKey, bob.address, first.tokenId);
  await actor.burn721(alice.privateKey, second.tokenId);
  const gold = await actor.mint1155(bob.privateKey, 10n, 'ipfs://gold');
  const silver = await actor.mint1155(bob.privateKey, 5n, 'ipfs://silver');
  await actor.batchTransfer1155(bob.privateKey, carol.address, [gold.tokenId, silver.tokenId], [3n, 5n]);
  await actor.approveAll(alice.privateKey, chain.deployment.erc721, chain.deployment.conduit, true);
  await actor.approveAll(bob.privateKey, chain.deployment.erc1155, chain.deployment.conduit, true);
  await actor.approveAll(bob.privateKey, chain.deployment.erc1155, chain.deployment.conduit, false);
  return { first: first.tokenId, second: second.tokenId, gold: gold.tokenId, silver: silver.tokenId };
}

describe('startIndexer on two chains at once', () => {
  it('derives NFTs, holders, ERC-1155 balances, approvals and activity on both chains', async () => {
    indexer = start();
    const tokens = await Promise.all(chains.map(play));
    await Promise.all(chains.map(async ({ symbol, actor }) => indexer!.waitForBlock(symbol, await actor.blockNumber())));

    for (const [i, { symbol, chain }] of chains.entries()) {
      const ids = tokens[i]!;
      const erc721 = lower(chain.deployment.erc721);
      const erc1155 = lower(chain.deployment.erc1155);
      const state = await derivedState(database.db, symbol);
      expect(state.holders.map(({ contract, tokenId, owner, balance }) => ({ contract, tokenId, owner, balance }))).toEqual(
        [
          { contract: erc721, tokenId: ids.first.toString(), owner: lower(bob.address), balance: '1' },
          { contract: erc1155, tokenId: ids.gold.toString(), owner: lower(bob.address), balance: '7' },
          { contract: erc1155, tokenId: ids.gold.toString(), owner: lower(carol.address), balance: '3' },
          { contract: erc1155, tokenId: ids.silver.toString(), owner: lower(carol.address), balance: '5' },
        ].sort((a, b) => (a.contract + a.tokenId.padStart(4) + a.owner).localeCompare(b.contract + b.tokenId.padStart(4) + b.owner)),
      );
      expect(state.ledger.map((row) => row.kind)).toEqual(['mint', 'mint', 'transfer', 'burn', 'mint', 'mint', 'transfer', 'transfer']);
      expect(state.ledger.slice(-2).map((row) => row.batchIndex)).toEqual([0, 1]);
      expect(state.approvals).toEqual(
        [
          { contract: erc721, owner: lower(alice.address), operator: lower(chain.deployment.conduit), approved: true },
          { contract: erc1155, owner: lower(bob.address), operator: lower(chain.deployment.conduit), approved: false },
        ].sort((a, b) => a.contract.localeCompare(b.contract)),
      );

      const items = await database.db.select().from(nfts).where(eq(nfts.chain, symbol));
      const byId = new Map(items.map((nft) => [`${nft.contractAddress}:${nft.tokenId}`, nft]));
      const first = byId.get(`${erc721}:${ids.first}`)!;
      expect(first).toMatchObject({
        standard: 'ERC-721',
        tokenUri: 'ipfs://first',
        creatorAddress: lower(alice.address),
        metadataStatus: 'pending',
        burned: false,
      });
      expect(byId.get(`${erc721}:${ids.second}`)).toMatchObject({ burned: true });
      expect(byId.get(`${erc1155}:${ids.gold}`)).toMatchObject({ standard: 'ERC-1155', supply: '10', tokenUri: 'ipfs://gold' });
      expect(items).toHaveLength(4);
      expect(getAddress(first.contractAddress)).toBe(chain.deployment.erc721);
    }
    expect(
      jobs
        .filter((job) => job.chain === 'local2')
        .map((job) => job.tokenUri)
        .sort(),
    ).toEqual(['ipfs://first', 'ipfs://gold', 'ipfs://second', 'ipfs://silver']);
  });

  it('adds nothing when the same blocks are processed again from scratch', async () => {
    await indexer!.stop();
    const before = await Promise.all(chains.map(({ symbol }) => derivedState(database.db, symbol)));
    // Forget the cursors: the next indexer replays every block already recorded.
    await database.db.execute(`delete from indexer_cursors`);
    await database.db.execute(`delete from indexer_blocks`);
    const jobsBefore = jobs.length;
    indexer = start();
    await Promise.all(chains.map(async ({ symbol, actor }) => indexer!.waitForBlock(symbol, await actor.blockNumber())));
    const after = await Promise.all(chains.map(({ symbol }) => derivedState(database.db, symbol)));
    expect(after).toEqual(before);
    expect(jobs.length).toBe(jobsBefore);
  });

  it('keeps the mint a seed recorded and indexes what happened to the token afterwards', async () => {
    const { symbol, actor, chain } = chains[0]!;
    await indexer!.stop();
    const minted = await actor.mint721(carol.privateKey, 'ipfs://seeded');
    const erc721 = lower(chain.deployment.erc721);
    const [transferLog] = parseEventLogs({ abi: marketplaceErc721Abi, eventName: 'Transfer', logs: minted.receipt.logs });
    // What packages/devnet/src/seed writes for a demo mint, before any indexer ran.
    const block = { blockNumber: Number(minted.receipt.blockNumber), blockHash: minted.receipt.blockHash };
    await database.db.insert(nfts).values({
      chain: symbol,
      contractAddress: erc721,
      tokenId: minted.tokenId.toString(),
      standard: 'ERC-721',
      name: 'Seeded',
      metadataStatus: 'fetched',
      mintedBlockNumber: block.blockNumber,
      mintedBlockHash: block.blockHash,
      mintedTxHash: minted.receipt.transactionHash,
    });
    await database.db.execute(
      `insert into ownerships (chain, contract_address, token_id, owner, balance, acquired_at, block_number, block_hash) values ('${symbol}', '${erc721}', ${minted.tokenId}, '${lower(carol.address)}', 1, now(), ${block.blockNumber}, '${block.blockHash}')`,
    );
    await database.db.execute(
      `insert into activity (chain, kind, contract_address, token_id, to_address, quantity, tx_hash, log_index, occurred_at, block_number, block_hash) values ('${symbol}', 'mint', '${erc721}', ${minted.tokenId}, '${lower(carol.address)}', 1, '${minted.receipt.transactionHash}', ${transferLog!.logIndex}, now(), ${block.blockNumber}, '${block.blockHash}')`,
    );
    await actor.transfer721(carol.privateKey, alice.address, minted.tokenId);

    indexer = start();
    await indexer.waitForBlock(symbol, await actor.blockNumber());
    const state = await derivedState(database.db, symbol);
    const ofToken = <T extends { tokenId: string | null; contract: string | null }>(rows: T[]) =>
      rows.filter((r) => r.contract === erc721 && r.tokenId === minted.tokenId.toString());
    expect(ofToken(state.ledger).map((row) => row.kind)).toEqual(['mint', 'transfer']);
    expect(ofToken(state.holders)).toMatchObject([{ owner: lower(alice.address), balance: '1' }]);
    const [seeded] = await database.db
      .select()
      .from(nfts)
      .where(and(eq(nfts.chain, symbol), eq(nfts.tokenId, minted.tokenId.toString()), eq(nfts.contractAddress, erc721)));
    expect(seeded).toMatchObject({ name: 'Seeded', metadataStatus: 'fetched' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainConfigFromEnv, createChainRegistry } from '@nft/chains';
import type { DatabaseHandle } from '@nft/db';
import { createTestDatabase } from '@nft/db/testing';
import { startIndexer } from '../start-indexer';
import type { MetadataJob } from '@nft/metadata';
import { nulsChainFromRegistry } from './nuls-chain-from-registry';
import { nulsState } from './testing/nuls-fixture';
import { NulsLedger } from './testing/nuls-ledger';
import { nulsTestAddress } from './testing/nuls-test-addresses';
import { startNulsStandIn, type NulsStandIn } from './testing/stand-in-server';

const nft = nulsTestAddress(3, 2);
const [alice, bob] = [nulsTestAddress(20), nulsTestAddress(21)];
const ledger = new NulsLedger();
let database: DatabaseHandle;
let standIn: NulsStandIn;

beforeAll(async () => {
  [database, standIn] = await Promise.all([createTestDatabase(), startNulsStandIn(ledger)]);
});

afterAll(async () => {
  await standIn?.close();
  await database?.close();
});

describe('startIndexer with the nuls chain active', () => {
  it('takes the endpoint and NRC-721 contract from RPC_URL_NULS and CHAIN_CONTRACTS and follows NULS next to the EVM chains', async () => {
    const registry = createChainRegistry(
      chainConfigFromEnv({
        RPC_URL_NULS: standIn.url,
        LOCAL_CHAINS: 'false',
        CHAIN_CONTRACTS: JSON.stringify({ nuls: { nftContract: nft } }),
      }),
    );
    const nuls = nulsChainFromRegistry(registry);
    expect(nuls).toEqual({ url: standIn.url, chainId: 1, nftContract: nft });
    expect(nulsChainFromRegistry(createChainRegistry(chainConfigFromEnv({})))).toBeUndefined();

    ledger.mint(nft, alice, '1', 'ipfs://one');
    ledger.transfer(nft, '1', bob);
    const jobs: MetadataJob[] = [];
    const indexer = startIndexer({
      database,
      chains: [],
      nuls: { ...nuls!, pollIntervalMs: 30 },
      metadataQueue: { enqueue: async (job) => void jobs.push(job) },
    });
    try {
      await indexer.waitForBlock('nuls', ledger.best.height);
    } finally {
      await indexer.stop();
    }
    const state = await nulsState(database.db);
    expect(state.holders.map((h) => [h.contract, h.tokenId, h.owner])).toEqual([[nft, '1', bob]]);
    expect(jobs).toEqual([{ chain: 'nuls', contractAddress: nft, tokenId: '1', tokenUri: 'ipfs://one' }]);
  });
});

import { performance } from 'node:perf_hooks';
import { activity, contracts } from '@nft/db';
import { asEmbeddedServer, createTestDatabase } from '@nft/db/testing';
import { startIndexer } from '@nft/indexer';
import type { ReplayedTransfers } from './transfer-emitter';

const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const hex = (n: number) => `0x${n.toString(16)}`;

/** Reference: the same eth_getLogs requests (same address, topic and block ranges), parsed and counted, nothing stored. */
export async function measureRawGetLogs(rpcUrl: string, replay: ReplayedTransfers, batchSize: number): Promise<number> {
  const started = performance.now();
  let count = 0;
  for (let from = replay.fromBlock; from <= replay.toBlock; from += batchSize) {
    const to = Math.min(from + batchSize - 1, replay.toBlock);
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_getLogs',
        params: [{ address: replay.contract, topics: [transferTopic], fromBlock: hex(from), toBlock: hex(to) }],
      }),
    });
    const body = (await response.json()) as { result: unknown[] };
    count += body.result.length;
  }
  if (count !== replay.events) throw new Error(`raw eth_getLogs saw ${count} of ${replay.events} events`);
  return replay.events / ((performance.now() - started) / 1000);
}

/** Subject: the real indexer on a fresh database, from the replay's first block to its last, rows committed. */
export async function measureIndexer(
  symbol: string,
  rpcUrl: string,
  replay: ReplayedTransfers,
  batchSize: number,
): Promise<{ perSecond: number; database: string }> {
  const database = await createTestDatabase(asEmbeddedServer);
  try {
    await database.db
      .insert(contracts)
      .values({ chain: symbol, address: replay.contract.toLowerCase(), standard: 'ERC-721', deployedBlockNumber: replay.fromBlock });
    const started = performance.now();
    const indexer = startIndexer({
      database,
      chains: [{ symbol, rpcUrl }],
      pollIntervalMs: 20,
      batchSize,
      onError: (_, error) => console.error(error),
    });
    try {
      await indexer.waitForBlock(symbol, replay.toBlock, 600_000);
    } finally {
      await indexer.stop();
    }
    const seconds = (performance.now() - started) / 1000;
    const stored = await database.db.$count(activity);
    if (stored !== replay.events) throw new Error(`the indexer stored ${stored} of ${replay.events} events`);
    return { perSecond: replay.events / seconds, database: database.kind };
  } finally {
    await database.close();
  }
}

// Profile of the indexer's write path: one range of N ERC-721 transfers (the shape of the indexer
// benchmark) written step by step inside one transaction, each step timed. No chain, no RPC.
// Each step prints wall time, this process's CPU time and, on PostgreSQL, the CPU time of the server
// backend that runs the transaction (from /proc, so on the same machine): on a shared machine CPU time
// says more than wall time (docs/decisions/059-indexer-write-path.md).
// Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/indexer/profile-write-path.ts
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { contracts } from '@nft/db';
import { asEmbeddedServer, createTestDatabase } from '@nft/db/testing';
import type { TokenMovement } from '../../apps/indexer/src/evm/effects/block-effects';
import { writeActivity } from '../../apps/indexer/src/evm/storage/write-activity';
import { createMintedNfts, refreshBurned } from '../../apps/indexer/src/evm/storage/write-nfts';
import { writeOwnerships } from '../../apps/indexer/src/evm/storage/write-ownerships';
import { processCpuSeconds } from '../lib/machine-cpu';
import { revealHandedOver } from '../../apps/indexer/src/evm/storage/reveal-handed-over';
import { applyEffects } from '../../apps/indexer/src/evm/storage/apply-effects';
import { emptyEffects } from '../../apps/indexer/src/evm/effects/block-effects';

const events = Number(process.env.PROFILE_EVENTS ?? 100_000);
const chain = 'local1';
const contract = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const receiver = '0x70997970c51812dc3a010c7d01e854ccd3bc4c7a';
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

function movements(offset: number): TokenMovement[] {
  return Array.from({ length: events }, (_, i) => {
    const block = 13 + Math.floor(i / 10_000);
    return {
      position: {
        chain,
        blockNumber: block,
        blockHash: hash(block + offset * 1000),
        txHash: hash(block + 1_000_000 + offset * 1000),
        logIndex: i % 10_000,
        address: contract,
        occurredAt: new Date(1_700_000_000_000 + block * 1000),
      },
      batchIndex: 0,
      standard: 'ERC-721' as const,
      tokenId: String(i + 1 + offset * events),
      from: contract,
      to: receiver,
      quantity: 1n,
    };
  });
}

let backendPid: number | undefined;
/** CPU ms of the local PostgreSQL backend running the transaction (0 when another connection may run it). */
const backendCpuMs = (): number => (backendPid === undefined ? 0 : processCpuSeconds(backendPid) * 1000);
const ms = (n: number) => n.toFixed(0).padStart(6);

async function step<T>(name: string, f: () => Promise<T>): Promise<T> {
  const [t, cpu, server] = [performance.now(), process.cpuUsage(), backendCpuMs()];
  const r = await f();
  const used = process.cpuUsage(cpu);
  const node = (used.user + used.system) / 1000;
  console.log(
    `${name.padEnd(28)} ${ms(performance.now() - t)} ms wall ${ms(node)} ms node CPU ${ms(backendCpuMs() - server)} ms server CPU`,
  );
  return r;
}

const database = await createTestDatabase(asEmbeddedServer);
console.log(`${database.kind}, ${events} transfers, load ${loadavg()[0]!.toFixed(1)}`);
try {
  await database.db.insert(contracts).values({ chain, address: contract, standard: 'ERC-721', deployedBlockNumber: 1 });
  await database.db.transaction(async (tx) => {
    if (database.kind === 'postgres') {
      const pid = await tx.execute<{ pid: number }>('select pg_backend_pid() as pid');
      backendPid = Number(pid.rows[0]!.pid);
    }
    const moves = movements(0);
    const applied = await step('writeActivity', () => writeActivity(tx, moves, () => null));
    await step('createMintedNfts', () => createMintedNfts(tx, chain, applied, () => null));
    await step('writeOwnerships', () => writeOwnerships(tx, chain, applied));
    await step('refreshBurned', () => refreshBurned(tx, chain, applied));
    await step('revealHandedOver', () =>
      revealHandedOver(
        tx,
        chain,
        applied.map((m) => ({ contractAddress: m.position.address, tokenId: m.tokenId, from: m.from, to: m.to })),
      ),
    );
  });
  const effects = emptyEffects();
  effects.movements = movements(1);
  // Another pooled connection may run this one: its server CPU is not counted.
  backendPid = undefined;
  await step('applyEffects (whole, 2nd)', () => database.db.transaction((tx) => applyEffects(tx, chain, effects, () => null)));
} finally {
  await database.close();
}
console.log(`load after ${loadavg()[0]!.toFixed(1)}`);

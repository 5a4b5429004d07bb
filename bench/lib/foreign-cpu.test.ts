import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { foreignCores, isOwnBackend, sampleCpu } from './foreign-cpu';

describe('foreign CPU', () => {
  it('leaves out this process and its children, and counts the others', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10_000)']);
    await once(child, 'spawn');
    try {
      const { foreignTicks } = sampleCpu('no_such_database');
      expect(foreignTicks.has(process.pid)).toBe(false);
      expect(foreignTicks.has(child.pid!)).toBe(false);
      // The machine's init process is nobody's benchmark.
      expect(foreignTicks.has(1)).toBe(true);
    } finally {
      child.kill();
    }
  });

  it('is the other processes’ CPU time per second of the window, a new process’s whole time included', () => {
    const before = { at: 0, foreignTicks: new Map([[10, 400]]) };
    const after = {
      at: 2000,
      foreignTicks: new Map([
        [10, 500],
        [11, 100],
      ]),
    };
    expect(foreignCores(before, after)).toBe(1);
    expect(foreignCores(before, { at: 2000, foreignTicks: new Map([[10, 400]]) })).toBe(0);
  });

  it('counts as its own the backends of its database, or of every database the pattern matches', () => {
    const backend = (database: string) => `postgres: postgres ${database} 127.0.0.1(40312) idle`;
    expect(isOwnBackend(backend('nft_bench_api_read'), 'nft_bench_api_read')).toBe(true);
    expect(isOwnBackend(backend('other'), 'nft_bench_api_read')).toBe(false);
    // The database field only: not a user named like it, nor a database whose name merely contains it.
    expect(isOwnBackend('postgres: nft_bench_api_read other 127.0.0.1(40312) idle', 'nft_bench_api_read')).toBe(false);
    expect(isOwnBackend(backend('nft_bench_api_read_old'), 'nft_bench_api_read')).toBe(false);
    const rounds = /^(nft_test_\w+|test)$/;
    expect(isOwnBackend(backend('nft_test_1795826175_10946_b82c9435'), rounds)).toBe(true);
    expect(isOwnBackend(backend('test'), rounds)).toBe(true);
    expect(isOwnBackend(backend('testing'), rounds)).toBe(false);
    expect(isOwnBackend(backend('postgres'), rounds)).toBe(false);
    expect(isOwnBackend('postgres: checkpointer ', rounds)).toBe(false);
  });
});

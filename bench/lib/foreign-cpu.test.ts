import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { foreignCores, sampleCpu } from './foreign-cpu';

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
});

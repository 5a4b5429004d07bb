import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { foreignCores, sampleCpu } from './foreign-cpu';

describe('foreign CPU', () => {
  it('counts a child process as the benchmark’s own, also once it has exited', () => {
    const before = sampleCpu('no_such_database');
    // 300 ms of CPU time, however long that takes on a busy machine.
    const child = spawnSync(process.execPath, ['-e', 'while (process.cpuUsage().user < 300_000) {}']);
    expect(child.status).toBe(0);
    const after = sampleCpu('no_such_database');
    expect(after.ownTicks - before.ownTicks).toBeGreaterThanOrEqual(30);
    expect(after.machineTicks - before.machineTicks).toBeGreaterThanOrEqual(30);
  });

  it('is the machine’s CPU time less the benchmark’s, per second of the window', () => {
    const before = { at: 0, machineTicks: 1000, ownTicks: 400 };
    expect(foreignCores(before, { at: 2000, machineTicks: 1300, ownTicks: 500 })).toBe(1);
    expect(foreignCores(before, { at: 2000, machineTicks: 1100, ownTicks: 500 })).toBe(0);
  });
});

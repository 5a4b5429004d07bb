import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { machineCpuSeconds, processCpuSeconds } from './machine-cpu';

/** Spins until the process has used `seconds` of CPU by its own count (getrusage), whatever else shares the core. */
function spinCpu(seconds: number): void {
  const start = process.cpuUsage();
  const used = () => {
    const { user, system } = process.cpuUsage(start);
    return (user + system) / 1e6;
  };
  while (used() < seconds);
}

describe('machine and process CPU', () => {
  it('reads a process’s CPU time as the process itself counts it', () => {
    const own = processCpuSeconds(process.pid);
    spinCpu(0.3);
    // /proc counts in 10 ms ticks: at least 0.3 s less a tick or two.
    expect(processCpuSeconds(process.pid) - own).toBeGreaterThanOrEqual(0.27);
  });

  it('counts the machine’s work whichever process did it', async () => {
    const machine = machineCpuSeconds();
    const child = spawn(process.execPath, ['-e', `(${spinCpu.toString()})(0.3); console.log('spun'); setInterval(() => {}, 1000);`]);
    try {
      await once(child.stdout, 'data');
      expect(processCpuSeconds(child.pid!)).toBeGreaterThanOrEqual(0.27);
      expect(machineCpuSeconds() - machine).toBeGreaterThanOrEqual(0.27);
    } finally {
      child.kill();
    }
  });
});

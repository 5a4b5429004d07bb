import { readFileSync } from 'node:fs';

// Linux reports CPU time in clock ticks of 1/100 s (USER_HZ).
const ticksPerSecond = 100;

/**
 * CPU-seconds every process on the machine has used since boot: user, nice, system, irq and softirq time of the
 * `cpu` line of /proc/stat (idle, iowait and the time the hypervisor stole are not work done here). The difference
 * of two readings on a quiet machine is what a measured step cost, whichever processes did it (the RPC server and
 * the client parsing its answer, say).
 */
export function machineCpuSeconds(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const [user, nice, system, , , irq, softirq] = line.split(/\s+/).slice(1).map(Number);
  return (user! + nice! + system! + irq! + softirq!) / ticksPerSecond;
}

/** CPU-seconds (user + system) one process has used, from fields 14 and 15 of /proc/PID/stat. */
export function processCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

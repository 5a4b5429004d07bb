import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU used by processes that are not the benchmark's, while it runs. A load test saturates the cores
 * itself (load generator, API, reference server, PostgreSQL backends), so the load average after it
 * says how hard it worked, not whether anything else ran. This counts the machine's CPU time (user,
 * nice, system in /proc/stat) and subtracts the benchmark's own: this process and its descendants
 * (with the children they already reaped), the PostgreSQL backends of the benchmark's database and
 * the server's own background processes. What is left is the other work on the machine.
 */
export type CpuSample = { at: number; machineTicks: number; ownTicks: number };

// Linux reports process and machine CPU time in clock ticks of 1/100 s (USER_HZ).
const ticksPerSecond = 100;
const postgresBackground = /: (checkpointer|background writer|walwriter|autovacuum launcher|logical replication launcher|archiver)/;

type Proc = { pid: number; ppid: number; ticks: number; reapedTicks: number; title: string };

function readProc(pid: string): Proc | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    const at = (index: number) => Number(fields[index - 3]);
    return { pid: Number(pid), ppid: at(4), ticks: at(14) + at(15), reapedTicks: at(16) + at(17), title };
  } catch {
    return undefined; // exited while we read
  }
}

function machineTicks(): number {
  const [, user, nice, system] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  return user! + nice! + system!;
}

/** One sample; `database` names the PostgreSQL database whose backends count as the benchmark's. */
export function sampleCpu(database: string): CpuSample {
  const procs = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(readProc)
    .filter((proc): proc is Proc => proc !== undefined);
  const children = new Map<number, Proc[]>();
  for (const proc of procs) children.set(proc.ppid, [...(children.get(proc.ppid) ?? []), proc]);
  let ownTicks = 0;
  const tree = (proc: Proc) => {
    ownTicks += proc.ticks + proc.reapedTicks;
    for (const child of children.get(proc.pid) ?? []) tree(child);
  };
  const self = procs.find((proc) => proc.pid === process.pid);
  if (self) tree(self);
  for (const proc of procs) {
    if (!proc.title.startsWith('postgres: ')) continue;
    if (proc.title.includes(` ${database} `) || postgresBackground.test(proc.title)) ownTicks += proc.ticks;
  }
  return { at: performance.now(), machineTicks: machineTicks(), ownTicks };
}

/** Cores' worth of CPU other processes used between two samples (0.5: half a core on average). */
export function foreignCores(before: CpuSample, after: CpuSample): number {
  const seconds = (after.at - before.at) / 1000;
  const foreign = after.machineTicks - before.machineTicks - (after.ownTicks - before.ownTicks);
  return Math.max(0, Math.round((foreign / ticksPerSecond / seconds) * 100) / 100);
}

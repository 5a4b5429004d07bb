import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU used by processes that are not the benchmark's, while it runs. A load test saturates the cores
 * itself (load generator, API, reference server, PostgreSQL backends), so the load average after it
 * says how hard it worked, not whether anything else ran. A sample holds the CPU time of every other
 * process, with what its exited children used (a parent is charged for the children it reaps, so a
 * short-lived process counts too): the difference of two samples is the other work on the machine.
 * The benchmark's own processes are this process and its descendants, the PostgreSQL server's own
 * processes (the postmaster, which reaps the backends our connections leave, and its background
 * workers) and the backends of the benchmark's database; kernel threads do the machine's work for
 * everyone and count for no one.
 */
export type CpuSample = { at: number; foreignTicks: Map<number, number> };

// Linux reports process CPU time in clock ticks of 1/100 s (USER_HZ).
const ticksPerSecond = 100;
const postgresServer =
  /^postgres: [^ ]+ (checkpointer|background writer|walwriter|autovacuum launcher|logical replication launcher|archiver)/;

type Proc = { pid: number; ppid: number; ticks: number; title: string };

function readProc(pid: string): Proc | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    const field = (index: number) => Number(fields[index - 3]);
    // utime, stime, and the children's cutime and cstime (stat fields 14 to 17).
    return { pid: Number(pid), ppid: field(4), ticks: field(14) + field(15) + field(16) + field(17), title };
  } catch {
    return undefined; // exited while we read
  }
}

/**
 * Whether a process title is a PostgreSQL backend of the benchmark's database: one named database, or, for a
 * benchmark that creates a database per round, every database whose name the pattern matches. A backend's title is
 * `postgres: <user> <database> <client> <state>`.
 */
export function isOwnBackend(title: string, database: string | RegExp): boolean {
  const name = /^postgres: \S+ (\S+) /.exec(title)?.[1];
  if (name === undefined) return false;
  return typeof database === 'string' ? name === database : database.test(name);
}

function ownPids(procs: Proc[], database: string | RegExp): Set<number> {
  const children = new Map<number, Proc[]>();
  for (const proc of procs) children.set(proc.ppid, [...(children.get(proc.ppid) ?? []), proc]);
  const own = new Set<number>();
  const tree = (pid: number) => {
    own.add(pid);
    for (const child of children.get(pid) ?? []) tree(child.pid);
  };
  tree(process.pid);
  for (const proc of procs) {
    // The postmaster's command line is the server binary's path with its options.
    const postmaster = /\/postgres\b/.test(proc.title.split(' ')[0]!) && proc.title.includes(' -D ');
    if (postmaster || postgresServer.test(proc.title) || isOwnBackend(proc.title, database)) own.add(proc.pid);
  }
  return own;
}

/** One sample; `database` names (or matches the names of) the PostgreSQL databases whose backends count as the benchmark's. */
export function sampleCpu(database: string | RegExp): CpuSample {
  const procs = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(readProc)
    .filter((proc): proc is Proc => proc !== undefined);
  const own = ownPids(procs, database);
  // Kernel threads: kthreadd (pid 2) and its children.
  const kernel = (proc: Proc) => proc.pid === 2 || proc.ppid === 2;
  const foreignTicks = new Map(procs.filter((proc) => !own.has(proc.pid) && !kernel(proc)).map((proc) => [proc.pid, proc.ticks]));
  return { at: performance.now(), foreignTicks };
}

/** Cores' worth of CPU other processes used between two samples (0.5: half a core on average). */
export function foreignCores(before: CpuSample, after: CpuSample): number {
  const seconds = (after.at - before.at) / 1000;
  let ticks = 0;
  for (const [pid, used] of after.foreignTicks) ticks += Math.max(0, used - (before.foreignTicks.get(pid) ?? 0));
  return Math.round((ticks / ticksPerSecond / seconds) * 100) / 100;
}

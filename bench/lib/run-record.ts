import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { isBusy, loadAverage1m } from './load-average';

/**
 * What every result file says about its one run: when, which code, which database, on what
 * machine and how busy it was. A busy run keeps its figures but claims no target as met.
 */
export type RunRecord = {
  date: string;
  commit: string;
  /** Files under the benchmark's code paths changed on top of the commit (sessions share a checkout). */
  uncommittedFiles: string[];
  database: string;
  machine: { node: string; cpus: number };
  loadAverage1m: { before: number; after: number };
  busy: boolean;
};

export type RunStart = Omit<RunRecord, 'loadAverage1m' | 'busy' | 'database'> & { loadAverageBefore: number };

/** Call before the measurement: the date, the code and the load average before. */
export function startRun(codePaths: string[]): RunStart {
  // trimEnd: a porcelain line starts with a space when only the work tree changed.
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trimEnd();
  const changed = git('status', '--porcelain', '--', ...codePaths);
  return {
    date: new Date().toISOString(),
    commit: git('rev-parse', 'HEAD'),
    uncommittedFiles: changed === '' ? [] : changed.split('\n').map((line) => line.slice(3)),
    machine: { node: process.version, cpus: cpus().length },
    loadAverageBefore: loadAverage1m(),
  };
}

/** Call after the measurement: the load average after, and whether the run was on a busy machine. */
export function finishRun(start: RunStart, database: string): RunRecord {
  const { loadAverageBefore, ...rest } = start;
  const loadAverage = { before: loadAverageBefore, after: loadAverage1m() };
  return { ...rest, database, loadAverage1m: loadAverage, busy: isBusy(loadAverage, start.machine.cpus) };
}

/** A target's verdict: a busy run is never counted as meeting (or missing) a target. */
export type Verdict = 'yes' | 'no' | 'not judged (busy machine)' | 'not measured';

export function verdict(met: boolean | null, run: Pick<RunRecord, 'busy'>): Verdict {
  if (met === null) return 'not measured';
  if (run.busy) return 'not judged (busy machine)';
  return met ? 'yes' : 'no';
}

/** The header line of a result table: the run's date, code, database and machine load. */
export function runHeader(run: RunRecord): string {
  const code = `commit ${run.commit.slice(0, 12)}${run.uncommittedFiles.length === 0 ? '' : ` + ${run.uncommittedFiles.length} uncommitted files (listed in the JSON)`}`;
  const busy = run.busy
    ? ` · **busy machine (load average above ${run.machine.cpus} cores): figures are disturbed and no target is judged**`
    : '';
  return `${run.date} · ${code} · ${run.database} · Node ${run.machine.node} · ${run.machine.cpus} CPUs · load average (1 min) ${run.loadAverage1m.before} before, ${run.loadAverage1m.after} after${busy}`;
}

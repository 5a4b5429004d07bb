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
  /**
   * For a benchmark that saturates the cores itself (api-read): the most CPU other processes used
   * during a measurement, in cores (bench/lib/foreign-cpu.ts). Its load average after says only how
   * hard it worked, so it is judged on this and on the load average before instead.
   */
  foreignCpuCores?: number;
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

/**
 * Other processes may use this much of the machine during a saturating benchmark before its figures
 * count as disturbed: a quarter of a core, an eighth of these 2-core machines.
 */
export const foreignCpuLimitCores = 0.25;

/**
 * Call after the measurement: the load average after, and whether the run was on a busy machine.
 * `foreignCpuCores` (see RunRecord) replaces the load average after in that judgement.
 */
export function finishRun(start: RunStart, database: string, foreignCpuCores?: number): RunRecord {
  const { loadAverageBefore, ...rest } = start;
  const loadAverage = { before: loadAverageBefore, after: loadAverage1m() };
  const busy =
    foreignCpuCores === undefined
      ? isBusy(loadAverage, start.machine.cpus)
      : loadAverage.before > start.machine.cpus || foreignCpuCores > foreignCpuLimitCores;
  return { ...rest, database, loadAverage1m: loadAverage, ...(foreignCpuCores === undefined ? {} : { foreignCpuCores }), busy };
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
  const foreign =
    run.foreignCpuCores === undefined ? '' : ` · other processes used at most ${run.foreignCpuCores} cores during a measurement`;
  const why =
    run.foreignCpuCores === undefined
      ? `load average above ${run.machine.cpus} cores`
      : `load average before above ${run.machine.cpus} cores, or other processes above ${foreignCpuLimitCores} cores`;
  const busy = run.busy ? ` · **busy machine (${why}): figures are disturbed and no target is judged**` : '';
  return `${run.date} · ${code} · ${run.database} · Node ${run.machine.node} · ${run.machine.cpus} CPUs · load average (1 min) ${run.loadAverage1m.before} before, ${run.loadAverage1m.after} after${foreign}${busy}`;
}

import { cpus, loadavg } from 'node:os';

/** The one-minute load average, to one decimal: how busy the machine was around a measurement. */
export function loadAverage1m(): number {
  return Math.round(loadavg()[0]! * 10) / 10;
}

/**
 * A machine is busy when its load average is above its core count (2 on the project's machines):
 * more runnable processes than cores, so a benchmark shares them and its figures are disturbed.
 */
export function isBusy(loadAverage: { before: number; after: number }, cores = cpus().length): boolean {
  return loadAverage.before > cores || loadAverage.after > cores;
}

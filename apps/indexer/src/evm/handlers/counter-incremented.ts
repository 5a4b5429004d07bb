import type { BlockEffects, LogPosition } from '../effects/block-effects';

export interface CounterIncrementedArgs {
  newCounter: bigint;
  offerer: string;
}

/** Seaport `CounterIncremented`: the maker's new counter; every open order at an older counter is cancelled. */
export function handleCounterIncremented(effects: BlockEffects, position: LogPosition, args: CounterIncrementedArgs): void {
  effects.counters.push({ position, maker: args.offerer.toLowerCase(), counter: args.newCounter });
}

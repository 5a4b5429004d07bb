import type { BlockEffects, LogPosition } from '../effects/block-effects';

export interface OrderCancelledArgs {
  orderHash: string;
  offerer: string;
}

/** Seaport `OrderCancelled`: the order (if we hold it) is cancelled for good. */
export function handleOrderCancelled(effects: BlockEffects, position: LogPosition, args: OrderCancelledArgs): void {
  effects.cancellations.push({ position, orderHash: args.orderHash.toLowerCase(), maker: args.offerer.toLowerCase() });
}

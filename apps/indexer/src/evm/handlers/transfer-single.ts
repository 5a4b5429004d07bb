import type { BlockEffects, LogPosition } from '../effects/block-effects';

export interface TransferSingleArgs {
  from: string;
  to: string;
  id: bigint;
  value: bigint;
}

/** ERC-1155 `TransferSingle`. A zero value moves nothing and would break the positive-quantity rule, so it is skipped. */
export function handleTransferSingle(effects: BlockEffects, position: LogPosition, args: TransferSingleArgs): void {
  if (args.value === 0n) return;
  effects.movements.push({
    position,
    batchIndex: 0,
    standard: 'ERC-1155',
    tokenId: args.id.toString(),
    from: args.from.toLowerCase(),
    to: args.to.toLowerCase(),
    quantity: args.value,
  });
}

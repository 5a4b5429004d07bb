import type { BlockEffects, LogPosition } from '../effects/block-effects';

export interface TransferBatchArgs {
  from: string;
  to: string;
  ids: readonly bigint[];
  values: readonly bigint[];
}

/** ERC-1155 `TransferBatch`: one movement per item, told apart by `batchIndex` (the item's position). */
export function handleTransferBatch(effects: BlockEffects, position: LogPosition, args: TransferBatchArgs): void {
  args.ids.forEach((id, batchIndex) => {
    const quantity = args.values[batchIndex] ?? 0n;
    if (quantity === 0n) return;
    effects.movements.push({
      position,
      batchIndex,
      standard: 'ERC-1155',
      tokenId: id.toString(),
      from: args.from.toLowerCase(),
      to: args.to.toLowerCase(),
      quantity,
    });
  });
}

import type { BlockEffects, LogPosition } from '../effects/block-effects';

export interface TransferArgs {
  from: string;
  to: string;
  tokenId: bigint;
}

/** ERC-721 `Transfer`: a mint from 0x0, a burn to 0x0, otherwise a transfer (activity kind is decided in storage). */
export function handleTransfer(effects: BlockEffects, position: LogPosition, args: TransferArgs): void {
  effects.movements.push({
    position,
    batchIndex: 0,
    standard: 'ERC-721',
    tokenId: args.tokenId.toString(),
    from: args.from.toLowerCase(),
    to: args.to.toLowerCase(),
    quantity: 1n,
  });
}

import { zeroAddress } from 'viem';
import type { TokenMovement } from '../effects/block-effects';

export type MovementKind = 'mint' | 'transfer' | 'burn';

/** Mint when from = 0x0, burn when to = 0x0, else transfer. */
export function movementKind(movement: Pick<TokenMovement, 'from' | 'to'>): MovementKind {
  if (movement.from === zeroAddress) return 'mint';
  if (movement.to === zeroAddress) return 'burn';
  return 'transfer';
}

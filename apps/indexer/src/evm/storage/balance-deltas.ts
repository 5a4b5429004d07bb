import { zeroAddress } from 'viem';
import type { LogPosition, TokenMovement } from '../effects/block-effects';

export interface BalanceDelta {
  contractAddress: string;
  tokenId: string;
  owner: string;
  delta: bigint;
  /** The last log that changed this balance. */
  position: LogPosition;
  /** When the owner last received some of the token. */
  acquiredAt: Date | undefined;
}

export const balanceKey = (contractAddress: string, tokenId: string, owner: string) => `${contractAddress}|${tokenId}|${owner}`;

/** Nets the movements of a range into one change per (contract, token, owner); 0x0 holds nothing. */
export function balanceDeltas(movements: TokenMovement[]): BalanceDelta[] {
  const deltas = new Map<string, BalanceDelta>();
  const add = (movement: TokenMovement, owner: string, amount: bigint) => {
    if (owner === zeroAddress) return;
    const contractAddress = movement.position.address;
    const key = balanceKey(contractAddress, movement.tokenId, owner);
    const current = deltas.get(key) ?? {
      contractAddress,
      tokenId: movement.tokenId,
      owner,
      delta: 0n,
      position: movement.position,
      acquiredAt: undefined,
    };
    current.delta += amount;
    current.position = movement.position;
    if (amount > 0n) current.acquiredAt = movement.position.occurredAt;
    deltas.set(key, current);
  };
  for (const movement of movements) {
    add(movement, movement.from, -movement.quantity);
    add(movement, movement.to, movement.quantity);
  }
  return [...deltas.values()];
}

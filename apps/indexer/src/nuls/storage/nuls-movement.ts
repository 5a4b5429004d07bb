/** One NRC-721 token changing hands, placed on the chain; every row derived from it carries its block. */
export interface NulsMovement {
  contractAddress: string;
  tokenId: string;
  /** null for a mint. */
  from: string | null;
  /** null for a burn. */
  to: string | null;
  txHash: string;
  /** Position among the transaction's token-721 transfers (the contract result's order). */
  logIndex: number;
  blockNumber: number;
  blockHash: string;
  occurredAt: Date;
}

export type NulsMovementKind = 'mint' | 'transfer' | 'burn';

export function nulsMovementKind(movement: Pick<NulsMovement, 'from' | 'to'>): NulsMovementKind {
  if (movement.from === null) return 'mint';
  if (movement.to === null) return 'burn';
  return 'transfer';
}

import type { BlockEffects, LogPosition } from '../effects/block-effects';

export interface ApprovalForAllArgs {
  owner: string;
  operator: string;
  approved: boolean;
}

/** `ApprovalForAll` (ERC-721 and ERC-1155): the latest state per (contract, owner, operator) wins. */
export function handleApprovalForAll(effects: BlockEffects, position: LogPosition, args: ApprovalForAllArgs): void {
  effects.approvals.push({ position, owner: args.owner.toLowerCase(), operator: args.operator.toLowerCase(), approved: args.approved });
}

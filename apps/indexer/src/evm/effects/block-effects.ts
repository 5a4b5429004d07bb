/** Where a log sits on the chain; every derived row carries it so a reorg can find and undo it. */
export interface LogPosition {
  chain: string;
  blockNumber: number;
  blockHash: string;
  txHash: string;
  logIndex: number;
  /** The emitting contract, lower-cased. */
  address: string;
  occurredAt: Date;
}

/** One token changing hands: a Transfer, or one item of a TransferSingle/TransferBatch. */
export interface TokenMovement {
  position: LogPosition;
  batchIndex: number;
  standard: 'ERC-721' | 'ERC-1155';
  tokenId: string;
  from: string;
  to: string;
  quantity: bigint;
}

/** The platform contracts' `Minted`: who created the token and its immutable URI. */
export interface MintDetails {
  position: LogPosition;
  tokenId: string;
  creator: string;
  tokenUri: string;
}

export interface OperatorApprovalChange {
  position: LogPosition;
  owner: string;
  operator: string;
  approved: boolean;
}

/** One NFT item of an `OrderFulfilled`, priced with what the other side paid. */
export interface FillItem {
  position: LogPosition;
  batchIndex: number;
  orderHash: string;
  seller: string;
  buyer: string;
  contractAddress: string;
  tokenId: string;
  quantity: bigint;
  price: bigint;
  currency: string;
}

export interface OrderCancellation {
  position: LogPosition;
  orderHash: string;
  maker: string;
}

export interface CounterChange {
  position: LogPosition;
  maker: string;
  counter: bigint;
}

/**
 * What one block range's logs mean for the database, gathered by the handlers (pure) and written
 * by storage in one transaction, in log order.
 */
export interface BlockEffects {
  movements: TokenMovement[];
  mints: MintDetails[];
  approvals: OperatorApprovalChange[];
  fills: FillItem[];
  cancellations: OrderCancellation[];
  counters: CounterChange[];
}

export function emptyEffects(): BlockEffects {
  return { movements: [], mints: [], approvals: [], fills: [], cancellations: [], counters: [] };
}

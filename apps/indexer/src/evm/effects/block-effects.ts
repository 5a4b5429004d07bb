import type { FundsReading } from '../storage/offer-funds';

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

/** One payment of an `OrderFulfilled` consideration (a ReceivedItem in the fill's currency). */
export interface ReceivedPayment {
  recipient: string;
  amount: bigint;
}

/**
 * One NFT item of an `OrderFulfilled`. `price` is everything the buyer paid, in `currency`; both are
 * null when the log cannot say what this item cost (a bundle, several currencies, nothing paid):
 * docs/decisions/029-fill-price-from-seaport-logs.md.
 */
export interface FillItem {
  position: LogPosition;
  batchIndex: number;
  orderHash: string;
  /** Which side the order's maker (the offerer) was on: a listing sells, an accepted offer buys. */
  side: 'listing' | 'offer';
  seller: string;
  buyer: string;
  contractAddress: string;
  tokenId: string;
  quantity: bigint;
  price: bigint | null;
  currency: string | null;
  /** The consideration's payments in `currency`, in log order: fee and royalty are read from these. */
  received: ReceivedPayment[];
  /**
   * 'settlement' when an auction's winning bid was matched with the auction order
   * (`matchAdvancedOrders`, handlers/orders-matched.ts): one activity row for both orders.
   */
  kind?: 'sale' | 'settlement';
  /** Orders filled by the same trade without a fill row of their own (the auction order of a settlement). */
  alsoFills?: string[];
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

/** The stake contract's logs (docs/decisions/041-staking-in-the-product.md), applied in log order. */
export type StakingChange =
  | {
      kind: 'activity';
      position: LogPosition;
      activityId: bigint;
      operator: string;
      rewardToken: string;
      collections: string[];
      rewardAmount: bigint;
      /** Seconds since the epoch. */
      startTime: number;
      endTime: number;
      lockPeriod: number;
      /** 0 = no cap. */
      maxStaked: bigint;
    }
  | {
      kind: 'staked';
      position: LogPosition;
      stakeId: bigint;
      activityId: bigint;
      staker: string;
      collection: string;
      tokenId: string;
      amount: bigint;
      unlockAt: number;
    }
  | { kind: 'unstaked'; position: LogPosition; stakeId: bigint; activityId: bigint; forfeited: bigint }
  | { kind: 'claimed'; position: LogPosition; stakeId: bigint; activityId: bigint; staker: string; rewardToken: string; reward: bigint };

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
  /** Makers of open offers and bids whose ERC-20 balance or allowance moved, as read at the range's end. */
  funds: FundsReading[];
  staking: StakingChange[];
}

export function emptyEffects(): BlockEffects {
  return { movements: [], mints: [], approvals: [], fills: [], cancellations: [], counters: [], funds: [], staking: [] };
}

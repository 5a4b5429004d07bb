import type { BlockEffects, LogPosition } from '../effects/block-effects';
import type { IndexedLog } from '../sync/fetch-logs';
import { handleApprovalForAll } from './approval-for-all';
import { handleCounterIncremented } from './counter-incremented';
import { handleMinted } from './minted';
import { handleOrderCancelled } from './order-cancelled';
import { handleOrderFulfilled } from './order-fulfilled';
import { handleOrdersMatched } from './orders-matched';
import { handleActivityCreated, handleClaimed, handleStaked, handleUnstaked } from './staking';
import { handleTransfer } from './transfer';
import { handleTransferBatch } from './transfer-batch';
import { handleTransferSingle } from './transfer-single';

/** Routes one decoded log to the handler of its event kind. */
export function handleLog(effects: BlockEffects, position: LogPosition, log: IndexedLog): void {
  switch (log.eventName) {
    case 'Transfer':
      return handleTransfer(effects, position, log.args);
    case 'TransferSingle':
      return handleTransferSingle(effects, position, log.args);
    case 'TransferBatch':
      return handleTransferBatch(effects, position, log.args);
    case 'ApprovalForAll':
      return handleApprovalForAll(effects, position, log.args);
    case 'Minted':
      return handleMinted(effects, position, log.args);
    case 'OrderFulfilled':
      return handleOrderFulfilled(effects, position, log.args);
    case 'OrderCancelled':
      return handleOrderCancelled(effects, position, log.args);
    case 'CounterIncremented':
      return handleCounterIncremented(effects, position, log.args);
    case 'OrdersMatched':
      return handleOrdersMatched(effects, position, log.args);
    case 'ActivityCreated':
      return handleActivityCreated(effects, position, log.args);
    case 'Staked':
      return handleStaked(effects, position, log.args);
    case 'Unstaked':
      return handleUnstaked(effects, position, log.args);
    case 'Claimed':
      return handleClaimed(effects, position, log.args);
  }
}

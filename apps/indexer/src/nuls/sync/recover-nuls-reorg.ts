import { recentBlocks } from '../../evm/storage/block-store';
import type { NulsCursor } from '../storage/nuls-cursor';
import { rollBackNuls } from '../storage/roll-back-nuls';
import type { NulsSourceContext } from './nuls-source-context';

/**
 * Walks the recorded headers from the newest down to the first whose hash the API still reports
 * at that height, and rolls back everything above it; returns the new cursor (undefined: none of
 * the recorded heights survived, so everything is read again from the start height).
 */
export async function recoverNulsReorg(context: NulsSourceContext, startHeight: number): Promise<NulsCursor | undefined> {
  const recorded = await recentBlocks(context.db, context.symbol, context.reorgDepth);
  let ancestor: NulsCursor | undefined;
  for (const block of recorded) {
    const header = await context.client.getHeaderByHeight(block.blockNumber);
    if (header?.hash === block.blockHash) {
      ancestor = { blockNumber: block.blockNumber, blockHash: block.blockHash };
      break;
    }
  }
  const fromBlock = ancestor ? ancestor.blockNumber + 1 : startHeight;
  await context.db.transaction((tx) => rollBackNuls(tx, context.symbol, ancestor, fromBlock));
  return ancestor;
}

import { recentBlocks } from '../storage/block-store';
import type { Cursor } from '../storage/cursor-store';
import type { FollowerContext } from './follower-context';
import { readHeaders } from './read-headers';

/**
 * The highest recorded block still on the canonical chain, or undefined when none is (a reorg
 * deeper than the recorded window, or a chain reset): then everything is rebuilt from the start.
 */
export async function findCommonAncestor(context: FollowerContext): Promise<Cursor | undefined> {
  const recorded = await recentBlocks(context.db, context.chain.symbol, context.reorgDepth);
  for (let start = 0; start < recorded.length; start += 20) {
    const slice = recorded.slice(start, start + 20);
    const canonical = await readHeaders(
      context.client,
      slice.map((block) => block.blockNumber),
    );
    const match = slice.find((block) => canonical.get(block.blockNumber)?.blockHash === block.blockHash);
    if (match) return { blockNumber: match.blockNumber, blockHash: match.blockHash };
  }
  return undefined;
}

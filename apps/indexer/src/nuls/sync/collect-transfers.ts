import type { NulsClient } from '../client/nuls-client';
import type { NulsToken721Transfer } from '../client/nuls-schemas';

/**
 * The contract's token-721 transfers with heights in (afterHeight, upToHeight]. The API lists them
 * newest first, so this pages from the top down until it passes `afterHeight`. Transfers arriving
 * meanwhile are put in front and only push older ones to later pages: nothing is skipped, and an
 * item seen twice is recognised by its position counted from the oldest (`totalCount - 1 - index`),
 * which new arrivals do not change.
 */
export async function collectTransfers(
  client: NulsClient,
  contract: string,
  afterHeight: number,
  upToHeight: number,
  pageSize: number,
): Promise<NulsToken721Transfer[]> {
  const byPosition = new Map<number, NulsToken721Transfer>();
  for (let pageNumber = 1; ; pageNumber += 1) {
    const page = await client.getToken721Transfers(pageNumber, pageSize, contract);
    // The service replaces a page size it does not accept (over 100) with its default: count with what it used.
    const size = page.pageSize > 0 ? page.pageSize : pageSize;
    page.list.forEach((transfer, index) => {
      if (transfer.height > afterHeight && transfer.height <= upToHeight) {
        byPosition.set(page.totalCount - 1 - ((pageNumber - 1) * size + index), transfer);
      }
    });
    const last = page.list[page.list.length - 1];
    const reachedCursor = last !== undefined && last.height <= afterHeight;
    if (reachedCursor || page.list.length < size || pageNumber * size >= page.totalCount) break;
  }
  return [...byPosition.entries()].sort(([a], [b]) => a - b).map(([, transfer]) => transfer);
}

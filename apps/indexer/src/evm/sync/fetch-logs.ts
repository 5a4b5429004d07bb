import type { Address, PublicClient } from 'viem';
import { indexedEvents } from '../definitions/indexed-events';
import type { IndexedLog } from '../handlers/handle-log';

/**
 * `eth_getLogs` for every indexed event of the followed addresses over [from, to]. Providers cap
 * the range or the result size, so a failed request is split in halves until single blocks.
 */
export async function fetchLogs(client: PublicClient, addresses: string[], from: number, to: number): Promise<IndexedLog[]> {
  try {
    const logs = await client.getLogs({
      address: addresses as Address[],
      events: indexedEvents,
      fromBlock: BigInt(from),
      toBlock: BigInt(to),
      strict: true,
    });
    return logs as IndexedLog[];
  } catch (error) {
    if (from >= to) throw error;
    const middle = Math.floor((from + to) / 2);
    return [...(await fetchLogs(client, addresses, from, middle)), ...(await fetchLogs(client, addresses, middle + 1, to))];
  }
}

import { BaseError, decodeEventLog, toEventSelector, type DecodeEventLogReturnType, type Hex, type PublicClient } from 'viem';
import { erc721TransferEvent } from '../definitions/erc721-events';
import { indexedEvents } from '../definitions/indexed-events';

export type IndexedLog = DecodeEventLogReturnType<typeof indexedEvents> & {
  address: string;
  blockNumber: number;
  blockHash: string;
  transactionHash: string;
  logIndex: number;
};

interface RawLog {
  address: string;
  topics: Hex[];
  data: Hex;
  blockNumber: Hex;
  blockHash: string;
  transactionHash: string;
  logIndex: Hex;
  removed?: boolean;
}

const topics = indexedEvents.map((event) => toEventSelector(event));
const transferTopic = toEventSelector(erc721TransferEvent);
const topicAddress = (topic: Hex) => `0x${topic.slice(26)}`;

/**
 * ERC-721 Transfers are most of the traffic and carry everything in their topics, so they skip
 * the generic ABI decoder (the slowest step of a backfill otherwise). Logs that match a topic but
 * not the event's shape (an ERC-20 Transfer from a misregistered contract) are ignored.
 */
function decode(log: RawLog): IndexedLog | undefined {
  const position = {
    address: log.address.toLowerCase(),
    blockNumber: Number(log.blockNumber),
    blockHash: log.blockHash.toLowerCase(),
    transactionHash: log.transactionHash.toLowerCase(),
    logIndex: Number(log.logIndex),
  };
  const [topic0, from, to, tokenId] = log.topics;
  if (topic0 === transferTopic && from && to && tokenId && log.data === '0x') {
    return {
      ...position,
      eventName: 'Transfer',
      args: { from: topicAddress(from), to: topicAddress(to), tokenId: BigInt(tokenId) },
    } as IndexedLog;
  }
  try {
    return { ...position, ...decodeEventLog({ abi: indexedEvents, data: log.data, topics: log.topics as [Hex, ...Hex[]], strict: true }) };
  } catch (error) {
    if (error instanceof BaseError) return undefined;
    throw error;
  }
}

/**
 * `eth_getLogs` for every indexed event of the followed addresses over [from, to]. Providers cap
 * the range or the result size, so a failed request is split in halves until single blocks.
 */
export async function fetchLogs(client: PublicClient, addresses: string[], from: number, to: number): Promise<IndexedLog[]> {
  try {
    const raw = (await client.request({
      method: 'eth_getLogs',
      params: [{ address: addresses as Hex[], topics: [topics], fromBlock: `0x${from.toString(16)}`, toBlock: `0x${to.toString(16)}` }],
    })) as RawLog[];
    return raw.filter((log) => !log.removed).flatMap((log) => decode(log) ?? []);
  } catch (error) {
    if (from >= to) throw error;
    const middle = Math.floor((from + to) / 2);
    return [...(await fetchLogs(client, addresses, from, middle)), ...(await fetchLogs(client, addresses, middle + 1, to))];
  }
}

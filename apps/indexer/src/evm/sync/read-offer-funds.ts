import { erc20Abi, maxUint256, pad, toEventSelector, type Address, type Hex, type PublicClient } from 'viem';
import type { Database } from '@nft/db';
import { erc20ApprovalEvent, erc20TransferEvent } from '../definitions/erc20-events';
import { fundedMakers, type FundsReading } from '../storage/offer-funds';

interface RawLog {
  address: string;
  topics: Hex[];
  blockNumber: Hex;
  blockHash: string;
  logIndex: Hex;
  removed?: boolean;
}

/** A maker's funds in one currency moved in the range; `blockHash` must still be canonical. */
export interface FundsTouch {
  maker: string;
  currency: string;
  blockNumber: number;
  blockHash: string;
}

const transferTopic = toEventSelector(erc20TransferEvent);
const approvalTopic = toEventSelector(erc20ApprovalEvent);
const topicAddress = (topic: Hex | undefined) => (topic ? `0x${topic.slice(26)}`.toLowerCase() : '');
// Makers per request: providers cap the topic OR-list, and each maker is one 32-byte topic.
const makersPerRequest = 200;

/** `eth_getLogs` with a failed request split in halves (provider range or size caps), like fetchLogs. */
async function getLogs(
  client: PublicClient,
  filter: { address: string[]; topics: (Hex | Hex[] | null)[] },
  from: number,
  to: number,
): Promise<RawLog[]> {
  try {
    const raw = (await client.request({
      method: 'eth_getLogs',
      params: [{ ...filter, address: filter.address as Hex[], fromBlock: `0x${from.toString(16)}`, toBlock: `0x${to.toString(16)}` }],
    } as never)) as RawLog[];
    return raw.filter((log) => !log.removed);
  } catch (error) {
    if (from >= to) throw error;
    const middle = Math.floor((from + to) / 2);
    return [...(await getLogs(client, filter, from, middle)), ...(await getLogs(client, filter, middle + 1, to))];
  }
}

/**
 * Which makers of open offers and bids had their ERC-20 balance or allowance to the conduit changed
 * in [from, to] (docs/decisions/011-indexer.md addendum): the `Transfer` logs from or to them and
 * their `Approval` logs to the conduit, of the currencies their orders pay in. Asked only for those
 * makers (topic filters), so a busy token costs nothing for the rest of its holders. The latest
 * touching log of each maker and currency is kept.
 */
export async function findFundsTouches(
  client: PublicClient,
  db: Database,
  chain: string,
  conduit: string | undefined,
  from: number,
  to: number,
): Promise<FundsTouch[]> {
  const funded = await fundedMakers(db, chain);
  if (funded.length === 0) return [];
  const wanted = new Set(funded.map((f) => `${f.maker}|${f.currency}`));
  const currencies = [...new Set(funded.map((f) => f.currency))];
  const makers = [...new Set(funded.map((f) => f.maker))];
  const spender = conduit?.toLowerCase();
  const touches = new Map<string, FundsTouch & { logIndex: number }>();
  const touch = (maker: string, log: RawLog) => {
    const currency = log.address.toLowerCase();
    const key = `${maker}|${currency}`;
    if (!wanted.has(key)) return;
    const at = { blockNumber: Number(log.blockNumber), logIndex: Number(log.logIndex) };
    const seen = touches.get(key);
    if (seen && (seen.blockNumber > at.blockNumber || (seen.blockNumber === at.blockNumber && seen.logIndex > at.logIndex))) return;
    touches.set(key, { maker, currency, ...at, blockHash: log.blockHash.toLowerCase() });
  };
  for (let start = 0; start < makers.length; start += makersPerRequest) {
    const topics = makers.slice(start, start + makersPerRequest).map((m) => pad(m as Address));
    const [outgoing, incoming] = await Promise.all([
      getLogs(client, { address: currencies, topics: [[transferTopic, approvalTopic], topics] }, from, to),
      getLogs(client, { address: currencies, topics: [transferTopic, null, topics] }, from, to),
    ]);
    for (const log of outgoing) {
      if (log.topics[0] === transferTopic) touch(topicAddress(log.topics[1]), log);
      else if (spender && topicAddress(log.topics[2]) === spender) touch(topicAddress(log.topics[1]), log);
    }
    for (const log of incoming) touch(topicAddress(log.topics[2]), log);
  }
  return [...touches.values()].map(({ logIndex: _, ...t }) => t);
}

/** Balance and allowance to the conduit of each touched maker, read at `atBlock` (the range's last block), 100 makers at a time. */
export async function readFunds(
  client: PublicClient,
  conduit: string | undefined,
  touches: FundsTouch[],
  atBlock: number,
): Promise<FundsReading[]> {
  const blockNumber = BigInt(atBlock);
  const readings: FundsReading[] = [];
  for (let start = 0; start < touches.length; start += 100) {
    const batch = touches.slice(start, start + 100).map(async (t) => {
      const token = { address: t.currency as Address, abi: erc20Abi, blockNumber } as const;
      const [balance, allowance] = await Promise.all([
        client.readContract({ ...token, functionName: 'balanceOf', args: [t.maker as Address] }),
        // No conduit configured: nothing to approve, only the balance decides.
        conduit ? client.readContract({ ...token, functionName: 'allowance', args: [t.maker as Address, conduit as Address] }) : maxUint256,
      ]);
      return { ...t, balance, allowance };
    });
    readings.push(...(await Promise.all(batch)));
  }
  return readings;
}

import { activity, type Database } from '@nft/db';
import { testAddress } from '@nft/db/testing';
import type { LiveEvent } from '@nft/api-contract';

let block = 0;

/** One transfer as the indexer stores it (a new tx in a new block each call); the trigger logs its live event. */
export async function insertTransfer(db: Database, values: Partial<typeof activity.$inferInsert> = {}) {
  block += 1;
  const row = {
    chain: 'local1',
    kind: 'transfer' as const,
    contractAddress: testAddress(),
    tokenId: '1',
    fromAddress: testAddress(),
    toAddress: testAddress(),
    txHash: `0x${(block + Math.floor(Math.random() * 1e9) * 1000).toString(16).padStart(64, '0')}`,
    logIndex: 0,
    blockNumber: block,
    blockHash: `0x${block.toString(16).padStart(64, '0')}`,
    occurredAt: new Date('2025-05-01T00:00:00Z'),
    ...values,
  };
  await db.insert(activity).values(row);
  return row;
}

export type StreamReader = {
  events: LiveEvent[];
  resets: number;
  /** Lines seen, comments included (heartbeats). */
  raw: string;
  status: number;
  /** The server ended the stream (or close() aborted it). */
  ended: boolean;
  close(): void;
};

/** Opens GET /v1/events as EventSource would and collects what arrives. */
export async function openStream(origin: string, query = '', headers: Record<string, string> = {}): Promise<StreamReader> {
  const controller = new AbortController();
  const response = await fetch(`${origin}/v1/events${query ? `?${query}` : ''}`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const reader: StreamReader = { events: [], resets: 0, raw: '', status: response.status, ended: false, close: () => controller.abort() };
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
    reader.raw = await response.text();
    return reader;
  }
  const decoder = new TextDecoder();
  let pending = '';
  void (async () => {
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        const text = decoder.decode(chunk, { stream: true });
        reader.raw += text;
        pending += text;
        let end: number;
        while ((end = pending.indexOf('\n\n')) >= 0) {
          const frame = pending.slice(0, end);
          pending = pending.slice(end + 2);
          const lines = frame.split('\n');
          if (lines.includes('event: reset')) reader.resets += 1;
          else {
            const data = lines.find((line) => line.startsWith('data: '));
            if (data) reader.events.push(JSON.parse(data.slice(6)) as LiveEvent);
          }
        }
      }
    } catch {
      // Aborted by close(), or the connection was cut.
    }
    reader.ended = true;
  })();
  return reader;
}

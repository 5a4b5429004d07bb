import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveEvent } from '@nft/api-contract';
import type { LiveEventHub } from './live-event-hub';
import { matchesFilter, type LiveEventFilter, type LiveEventsRepository } from './live-events.repository';
import type { LiveStreams } from './live-streams';

export interface LiveStreamSettings {
  /** A comment line this often keeps proxies and the idle-connection timeout from closing the stream (default 15 s). */
  heartbeatMs: number;
  /** A client that reads slower than events arrive is cut off beyond this many unsent bytes; it resumes by id. */
  maxBufferedBytes: number;
  /** Missed events replayed on resumption; more than this sends `reset` instead. */
  maxReplay: number;
}

export const defaultStreamSettings: LiveStreamSettings = { heartbeatMs: 15_000, maxBufferedBytes: 256 * 1024, maxReplay: 1000 };

const frame = (event: LiveEvent) => `id: ${event.id}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * Turns the request into a server-sent event stream (docs/decisions/050-live-updates.md): the
 * events missed since `since` (Last-Event-ID) from the log, then every new one the hub reads, each
 * filtered; `event: reset` when the missed ones were pruned or too many.
 */
export async function openLiveEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { hub: LiveEventHub; repository: LiveEventsRepository; streams: LiveStreams; settings: LiveStreamSettings },
  filter: LiveEventFilter,
  since: number | undefined,
): Promise<void> {
  const { hub, repository, streams, settings } = deps;
  const raw = reply.raw;
  const release = streams.admit(request.ip, raw);
  reply.hijack();
  raw.writeHead(200, {
    // The headers hooks set so far (helmet's among them): hijacking skips Fastify's own sending.
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise buffer the stream.
    'x-accel-buffering': 'no',
  });
  let closed = false;
  const write = (text: string) => {
    if (closed) return;
    // Backpressure: a reader this far behind is dropped rather than buffered without bound.
    if (!raw.write(text) && raw.writableLength > settings.maxBufferedBytes) raw.destroy();
  };
  let floor = since ?? hub.cursor;
  let buffered: LiveEvent[] | undefined = [];
  const send = (events: readonly LiveEvent[]) => {
    for (const event of events) {
      if (event.id <= floor) continue;
      floor = event.id;
      if (matchesFilter(event, filter)) write(frame(event));
    }
  };
  const unsubscribe = hub.subscribe((events) => (buffered ? buffered.push(...events) : send(events)));
  const heartbeat = setInterval(() => write(': ping\n\n'), settings.heartbeatMs);
  raw.on('close', () => {
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    release();
  });
  write('retry: 3000\n\n');
  try {
    // Everything up to the hub's cursor comes from the log; the hub delivers what follows.
    const upTo = hub.cursor;
    if (since !== undefined && since < upTo) {
      const { oldest } = await repository.bounds();
      const missed = oldest > since + 1 ? undefined : await repository.matching(filter, since, upTo, settings.maxReplay + 1);
      if (!missed || missed.length > settings.maxReplay) {
        write(`event: reset\ndata: {}\n\n`);
        floor = upTo;
      } else send(missed);
      floor = Math.max(floor, upTo);
    }
    const waiting = buffered;
    buffered = undefined;
    send(waiting);
  } catch (error) {
    request.log.error({ err: error }, 'live event replay failed');
    raw.destroy();
  }
}

import type { FastifyInstance } from 'fastify';
import { liveEventsHeadersSchema, liveEventsPageSchema, liveEventsQuerySchema, type LiveEventsPage } from '@nft/api-contract';
import type { ChainRegistry } from '@nft/chains';
import type { Database } from '@nft/db';
import type { LiveSignal } from '@nft/jobs';
import { defineRoute } from '../../http/define-route';
import { startLiveEventHub, type LiveEventHub } from './live-event-hub';
import { defaultStreamSettings, openLiveEventStream, type LiveStreamSettings } from './live-event-stream';
import { createLiveEventsRepository } from './live-events.repository';
import { createLiveStreams, type LiveStreamLimits } from './live-streams';

export interface LiveEventRouteOptions {
  db: Database;
  chains: ChainRegistry;
  signal: LiveSignal;
  limits: LiveStreamLimits;
  settings?: Partial<LiveStreamSettings>;
  /** The hub's safety-net poll (default 2000 ms). */
  pollMs?: number;
}

const description = [
  'The public log of marketplace events: listings, offers, bids, cancels, sales, mints, transfers, staking and metadata',
  'refreshes, each with an increasing `id`; filter by `chain`, `collection`, `contract` + `tokenId`, or `account`.',
  '',
  '**Stream.** With `Accept: text/event-stream` the answer is a server-sent event stream (`EventSource`): each event is',
  '`id: <id>` and `data: <one event as JSON>`; `: ping` comments every 15 s keep it open. On reconnection the browser',
  'sends `Last-Event-ID` (or pass `since`) and the stream first replays what was missed. `event: reset` means the missed',
  'events are no longer kept (about a day, or more than 1000): refetch what you show. A `resync` event means a bulk change',
  'on its chain (an indexer catching up). At most a few streams per client address; more answer 429.',
  '',
  '**JSON.** Otherwise one page: the events after `since` (or the newest ones), oldest first, and `lastId` to continue from.',
].join('\n');

/** GET /v1/events and the hook that announces this process's own writes (docs/decisions/050-live-updates.md). */
export function registerLiveEventRoutes(app: FastifyInstance, options: LiveEventRouteOptions): void {
  const repository = createLiveEventsRepository(options.db);
  const streams = createLiveStreams(options.limits);
  const settings = { ...defaultStreamSettings, ...options.settings };
  // Started on the first stream, so processes (and tests) that never stream read nothing.
  let hub: Promise<LiveEventHub> | undefined;
  const hubOf = () =>
    (hub ??= startLiveEventHub({
      repository,
      signal: options.signal,
      ...(options.pollMs ? { pollMs: options.pollMs } : {}),
      onError: (error) => app.log.error({ err: error }, 'live event read failed'),
    }));

  // A write answered here (an order, a cancel) has committed its events: wake every replica's hub.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 300) options.signal.notify();
  });
  app.addHook('preClose', async () => streams.endAll());
  app.addHook('onClose', async () => {
    if (hub) await (await hub).close();
  });

  defineRoute(app, {
    method: 'GET',
    url: '/events',
    summary: 'Live events: a server-sent event stream, or a JSON page',
    description,
    tags: ['events'],
    request: { querystring: liveEventsQuerySchema, headers: liveEventsHeadersSchema },
    response: liveEventsPageSchema,
    errors: ['unsupported_chain'],
    handler: async (request, reply): Promise<LiveEventsPage> => {
      const { since: sinceQuery, limit, ...filter } = request.query;
      if (filter.chain !== undefined) options.chains.get(filter.chain);
      const since = request.headers['last-event-id'] ?? sinceQuery;
      if (request.headers.accept?.includes('text/event-stream')) {
        await openLiveEventStream(request, reply, { hub: await hubOf(), repository, streams, settings }, filter, since);
        // Hijacked: Fastify sends nothing more, and this value is never serialised.
        return { events: [], lastId: 0, reset: false };
      }
      const { oldest, newest } = await repository.bounds();
      if (since === undefined) return { events: await repository.latest(filter, limit), lastId: newest, reset: false };
      const reset = oldest > since + 1;
      const events = await repository.matching(filter, since, newest, limit);
      return { events, lastId: events.length === limit ? events.at(-1)!.id : newest, reset };
    },
  });
}

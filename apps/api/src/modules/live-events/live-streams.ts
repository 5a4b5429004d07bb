import type { ServerResponse } from 'node:http';
import { AppError } from '@nft/shared';
import { clientKey } from '../../plugins/client-key';

export interface LiveStreamLimits {
  /** Open streams per client address (IPv6 per /64, like the rate limits). */
  streamsPerClient: number;
  /** Open streams in this process. */
  maxStreams: number;
}

/**
 * The open streams of this process, counted per client so one address cannot hold every socket
 * (docs/security.md), and ended together when the server shuts down.
 */
export function createLiveStreams(limits: LiveStreamLimits) {
  const open = new Set<ServerResponse>();
  const perClient = new Map<string, number>();
  return {
    get size() {
      return open.size;
    },
    /** Counts a new stream for `ip`, or refuses it with 429 rate_limited; returns its release. */
    admit(ip: string, response: ServerResponse): () => void {
      const key = clientKey(ip);
      const count = perClient.get(key) ?? 0;
      if (count >= limits.streamsPerClient || open.size >= limits.maxStreams) {
        throw new AppError('rate_limited', 'Too many open event streams');
      }
      perClient.set(key, count + 1);
      open.add(response);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        open.delete(response);
        const left = (perClient.get(key) ?? 1) - 1;
        if (left > 0) perClient.set(key, left);
        else perClient.delete(key);
      };
    },
    /** Ends every stream (shutdown): EventSource clients reconnect to another replica with Last-Event-ID. */
    endAll(): void {
      for (const response of open) response.end();
    },
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;

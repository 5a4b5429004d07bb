import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeLiveEvents } from '../api/live-event-source';
import { staleKeys, type StaleKey } from '../model/stale-keys';

/** Events arriving within this window refetch each screen once, not once per event. */
const batchMs = 300;

/** Keeps the cached pages current from the live stream: each event marks its queries stale (decision 050). */
export function useLiveUpdates(): void {
  const client = useQueryClient();
  useEffect(() => {
    const pending = new Map<string, StaleKey>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      for (const queryKey of pending.values()) void client.invalidateQueries({ queryKey: [...queryKey] });
      pending.clear();
    };
    const unsubscribe = subscribeLiveEvents((message) => {
      for (const key of staleKeys(message.type === 'reset' ? 'reset' : message.event)) pending.set(JSON.stringify(key), key);
      timer ??= setTimeout(flush, batchMs);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [client]);
}

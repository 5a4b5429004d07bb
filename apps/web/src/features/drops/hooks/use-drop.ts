import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { dropQueryOptions } from '../api/drops-api';
import { dropPhase, dropSchedule, isMintable, nextPhaseChange } from '../model/drop-phase';

const browserSeconds = () => Date.now() / 1000;

/**
 * One drop for /mint/:id, with what `wallet` may mint, and the chain's clock: the API judges the phase at the
 * chain's latest block (`chainTime`), so the page ticks from that time, not the visitor's clock. The API's
 * phase stands until the countdown passes the next boundary; then the page shows the next phase and asks
 * again once (the allowlist's say and the wallet's quantity change then).
 */
export function useDrop(id: number, wallet: string | undefined) {
  const query = useQuery({
    ...dropQueryOptions(id, wallet),
    // Others mint meanwhile: minted of supply moves while the sale is open.
    refetchInterval: (current) => {
      const phase = current.state.data?.phase;
      return phase === 'allowlist' || phase === 'public' || phase === 'pending' ? 10_000 : false;
    },
  });
  const drop = query.data;
  const offset = drop ? drop.chainTime - query.dataUpdatedAt / 1000 : 0;
  const schedule = drop ? dropSchedule(drop) : undefined;
  const boundary = schedule && drop ? nextPhaseChange(schedule, drop.chainTime) : null;
  const [now, setNow] = useState(() => Math.floor(browserSeconds() + offset));

  useEffect(() => {
    setNow(Math.floor(browserSeconds() + offset));
    if (boundary === null) return undefined;
    const timer = setInterval(() => setNow(Math.floor(browserSeconds() + offset)), 1000);
    return () => clearInterval(timer);
  }, [offset, boundary]);

  const crossed = boundary !== null && now >= boundary;
  const { refetch } = query;
  useEffect(() => {
    if (crossed) void refetch();
  }, [crossed, refetch]);

  const phase = drop && schedule ? (crossed ? dropPhase(schedule, now) : drop.phase) : undefined;
  const next = schedule && phase !== undefined && phase !== 'pending' ? nextPhaseChange(schedule, now) : null;
  return { ...query, phase, now, next, mintable: phase !== undefined && isMintable(phase) };
}

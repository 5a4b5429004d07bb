import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { dropQueryOptions } from '../api/drops-api';
import { shownPhase } from '../model/chain-clock';
import { isMintable } from '../model/drop-phase';

const browserSeconds = () => Date.now() / 1000;

/**
 * One drop for /mint/:id, with what `wallet` may mint, on the chain's clock (model/chain-clock.ts): the page ticks
 * every second while a countdown runs, and asks the API again once when it passes a boundary (the allowlist's say
 * and the wallet's quantity change then).
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
  const [browserNow, setBrowserNow] = useState(browserSeconds);
  const shown = query.data ? shownPhase(query.data, query.dataUpdatedAt / 1000, browserNow) : undefined;
  const ticking = shown?.next !== null && shown?.next !== undefined;

  useEffect(() => {
    if (!ticking) return undefined;
    const timer = setInterval(() => setBrowserNow(browserSeconds()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);

  const crossed = shown?.crossed === true;
  const { refetch } = query;
  useEffect(() => {
    if (crossed) void refetch();
  }, [crossed, refetch]);

  return {
    ...query,
    phase: shown?.phase,
    now: shown?.now ?? 0,
    next: shown?.next ?? null,
    mintable: shown !== undefined && isMintable(shown.phase),
  };
}

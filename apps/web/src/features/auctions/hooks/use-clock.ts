import { useEffect, useState } from 'react';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Unix seconds, re-rendering every second while `running`: the countdown moves, the end is noticed. */
export function useClock(running: boolean): number {
  const [now, setNow] = useState(nowSeconds);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(nowSeconds()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

import { useEffect, useRef, useState } from 'react';
import { countdown, type Countdown } from '../model/countdown';

/** The time left until `at` (ISO), ticking each second; `onElapsed` runs once when it reaches zero. */
export function useCountdown(at: string | undefined, onElapsed: () => void): Countdown | undefined {
  const target = at === undefined ? undefined : Date.parse(at);
  const [now, setNow] = useState(() => Date.now());
  const elapsed = useRef(onElapsed);
  elapsed.current = onElapsed;
  useEffect(() => {
    if (target === undefined) return;
    let fired = false;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      if (!fired && time >= target) {
        fired = true;
        elapsed.current();
      }
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [target]);
  return target === undefined ? undefined : countdown(target, now);
}

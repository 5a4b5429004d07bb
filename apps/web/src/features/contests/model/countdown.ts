export type Countdown = { days: number; hours: number; minutes: number; seconds: number };

/** Whole days, hours, minutes and seconds from `now` until `target` (both epoch milliseconds); zero once passed. */
export function countdown(target: number, now: number): Countdown {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

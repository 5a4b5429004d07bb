const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** "in 3 hours" / "3時間後": a Unix time relative to now, in the page's language. */
export function relativeTime(seconds: number, nowSeconds: number, language: string): string {
  const delta = seconds - nowSeconds;
  const [unit, size] = units.find(([, length]) => Math.abs(delta) >= length) ?? ['second', 1];
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(Math.round(delta / size), unit);
}

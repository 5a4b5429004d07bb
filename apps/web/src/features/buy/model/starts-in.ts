/** "in 5 minutes" / "5 分後": how long until a scheduled listing opens, in the page's language (rounded up). */
export function formatStartsIn(seconds: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) if (seconds >= size) return format.format(Math.ceil(seconds / size), unit);
  return format.format(Math.max(1, Math.ceil(seconds)), 'second');
}

// Thousands separators by hand, as en-US writes them: BigInt's toLocaleString builds an Intl.NumberFormat per call,
// which was most of explore's price formatting time under Lighthouse's mobile CPU, and even one formatter costs
// the page its first use of the locale data (docs/decisions/033-first-load-javascript.md).
const groupThousands = (whole: bigint) => whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A base-unit amount (uint256 as decimal text) in whole units, at most `maxFraction` decimals,
 * without floating point: prices of 18-decimal tokens do not fit a double.
 */
export function formatUnits(amount: string, decimals: number, maxFraction = 4): string {
  if (!/^\d+$/.test(amount)) return amount;
  const value = BigInt(amount);
  const base = 10n ** BigInt(decimals);
  const whole = value / base;
  const fraction = (value % base).toString().padStart(decimals, '0').slice(0, maxFraction).replace(/0+$/, '');
  const wholeText = groupThousands(whole);
  if (fraction) return `${wholeText}.${fraction}`;
  // A tiny non-zero price must not read as "0".
  return whole === 0n && value > 0n ? `<0.${'0'.repeat(Math.max(0, maxFraction - 1))}1` : wholeText;
}

/** Whole units typed by a user (e.g. "1.5") in base units, or null when it is not a number. */
export function parseUnits(text: string, decimals: number): string | null {
  const match = /^(\d{0,60})(?:\.(\d*))?$/.exec(text.trim());
  if (!match || (match[1] === '' && !match[2])) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > decimals) return null;
  return BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`).toString();
}

/** Basis points as the percent a fee line shows: 250 → "2.5", 500 → "5", at most two decimals. */
export const formatBasisPoints = (bps: number): string => (bps / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });

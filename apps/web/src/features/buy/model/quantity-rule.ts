export type QuantityError = { key: 'validation.quantity_positive_integer' } | { key: 'validation.quantity_max'; values: { max: string } };

/** docs/product.md ("Error in quantity"): a positive whole number, at most what the listing still has. */
export function checkQuantity(text: string, available: bigint): QuantityError | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,12}$/.test(trimmed) || BigInt(trimmed) < 1n) return { key: 'validation.quantity_positive_integer' };
  if (BigInt(trimmed) > available) return { key: 'validation.quantity_max', values: { max: available.toString() } };
  return undefined;
}

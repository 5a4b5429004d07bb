/** A transfer recipient on an EVM chain: 0x and 40 hex digits (any case). */
export function isEvmAddress(value: string): boolean {
  return /^0x[0-9a-fA-F]{40}$/.test(value.trim());
}

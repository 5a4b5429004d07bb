/** `0x7099…79C8`: enough of both ends to recognise an address in the header. */
export function shortAddress(address: string): string {
  return address.length <= 12 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
}

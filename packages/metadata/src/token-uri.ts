/** ERC-1155: `{id}` in a URI stands for the token id as 64 lower-case hex digits, no 0x. */
export function expandTokenUri(uri: string, tokenId: string): string {
  if (!uri.includes('{id}')) return uri;
  return uri.replaceAll('{id}', BigInt(tokenId).toString(16).padStart(64, '0'));
}

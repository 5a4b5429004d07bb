// Rules the create and edit forms share with the API (apps/api/src/http/form-fields.ts): the
// browser refuses what the server would refuse, with the same words.

/** An absolute http(s) URL with a host name, as the API accepts for a website. */
export function isWebsiteUrl(value: string): boolean {
  if (value.length > 2000 || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const evmAddress = /^0x[0-9a-fA-F]{40}$/;
// NULS addresses: a chain prefix (NULS, tNULS or another chain's letters), a separator letter and base58.
const nulsAddress = /^[A-Za-z]{1,8}[a-z][1-9A-HJ-NP-Za-km-z]{30,40}$/;

/** Whether text is an address of a chain family (the API checks NULS addresses fully). */
export function isChainAddress(family: 'evm' | 'nuls', value: string): boolean {
  return family === 'evm' ? evmAddress.test(value) : nulsAddress.test(value);
}

/** Royalty in percent: 0 to 10 with at most two decimals (the spec's 0.01 accuracy). */
export function isRoyaltyPercent(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= 10 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

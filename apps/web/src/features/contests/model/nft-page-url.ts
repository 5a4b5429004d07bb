import { routePatterns } from '../../../config/paths';

export type NftRef = { chain: string; contractAddress: string; tokenId: string };

const segments = routePatterns.nftDetail.split('/').filter(Boolean);

/**
 * The NFT a pasted page URL names (spec section 3 "Contest submission": the participating NFT URL is an NFT of
 * this marketplace). Accepts the full address or the path alone; any other page, or a malformed id, is undefined.
 */
export function parseNftPageUrl(text: string, origin: string): NftRef | undefined {
  let url: URL;
  try {
    url = new URL(text.trim(), origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin) return undefined;
  const parts = url.pathname.split('/').filter(Boolean).map(decodeSegment);
  if (parts.length !== segments.length || parts[0] !== segments[0]) return undefined;
  const [, chain, contractAddress, tokenId] = parts;
  if (!chain || !contractAddress || !tokenId || !/^\d{1,78}$/.test(tokenId)) return undefined;
  return { chain, contractAddress, tokenId };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

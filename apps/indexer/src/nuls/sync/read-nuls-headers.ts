import type { NulsClient } from '../client/nuls-client';
import type { NulsBlockHeader } from '../client/nuls-schemas';

/** Headers of many heights, ten requests at a time. Heights the API does not have are left out. */
export async function readNulsHeaders(client: NulsClient, heights: number[]): Promise<Map<number, NulsBlockHeader>> {
  const headers = new Map<number, NulsBlockHeader>();
  const unique = [...new Set(heights)];
  for (let start = 0; start < unique.length; start += 10) {
    const found = await Promise.all(unique.slice(start, start + 10).map((height) => client.getHeaderByHeight(height)));
    for (const header of found) if (header) headers.set(header.height, header);
  }
  return headers;
}

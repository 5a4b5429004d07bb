import type { PublicClient } from 'viem';
import type { BlockHeader } from '../storage/block-store';

/** The header at a height, or undefined when the chain is not that long (any more). */
export async function readHeader(client: PublicClient, blockNumber: number): Promise<BlockHeader | undefined> {
  const block = await client.getBlock({ blockNumber: BigInt(blockNumber) }).catch((error: unknown) => {
    if (error instanceof Error && error.name === 'BlockNotFoundError') return undefined;
    throw error;
  });
  if (!block?.hash) return undefined;
  return {
    blockNumber: Number(block.number),
    blockHash: block.hash.toLowerCase(),
    parentHash: block.parentHash.toLowerCase(),
    timestamp: new Date(Number(block.timestamp) * 1000),
  };
}

/** Headers of many heights, read concurrently (batched by the transport). Missing heights are left out. */
export async function readHeaders(client: PublicClient, blockNumbers: number[]): Promise<Map<number, BlockHeader>> {
  const headers = new Map<number, BlockHeader>();
  const unique = [...new Set(blockNumbers)];
  for (let start = 0; start < unique.length; start += 100) {
    const found = await Promise.all(unique.slice(start, start + 100).map((n) => readHeader(client, n)));
    for (const header of found) if (header) headers.set(header.blockNumber, header);
  }
  return headers;
}

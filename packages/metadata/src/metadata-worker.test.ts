import { describe, expect, it } from 'vitest';
import { createInProcessJobQueue } from '@nft/jobs';
import { fetchMetadataJobName } from './metadata-job';
import { createJobMetadataQueue } from './metadata-worker';

describe('createJobMetadataQueue', () => {
  it('queues one fetch-metadata job per token, EVM addresses lower-cased and NULS addresses kept as they are', async () => {
    const jobs = createInProcessJobQueue();
    const seen: unknown[] = [];
    const queue = createJobMetadataQueue(jobs);
    const evm = { chain: 'local1', contractAddress: '0xAbC0000000000000000000000000000000000001', tokenId: '7', tokenUri: 'ipfs://cid/7' };
    const nuls = { chain: 'nuls', contractAddress: 'NULSd6HgyZkiqLnBzTaeSQfx1TNg2cqbzq51h', tokenId: '1', tokenUri: null };
    await queue.enqueue(evm);
    await queue.enqueue(evm);
    await queue.enqueue(nuls);
    jobs.process(fetchMetadataJobName, async (payload) => void seen.push(payload));
    await jobs.idle();
    await jobs.close();
    expect(seen).toEqual([{ ...evm, contractAddress: evm.contractAddress.toLowerCase() }, nuls]);
  });

  it('refuses a payload that is not a token', async () => {
    const jobs = createInProcessJobQueue();
    await expect(
      createJobMetadataQueue(jobs).enqueue({ chain: 'local1', contractAddress: '../../etc', tokenId: '1', tokenUri: null }),
    ).rejects.toThrow();
    await jobs.close();
  });
});

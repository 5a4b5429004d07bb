import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';

// Issue 9 item 4: the anonymous refresh route cannot be walked over many tokens to force media decodes.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { LOCAL_CHAINS: 'true', RATE_LIMIT_MAX: '100000', REFRESH_RATE_LIMIT_PER_MINUTE: '3' } });
});

afterAll(async () => {
  await t?.close();
});

const refresh = (tokenId: number, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: `/v1/nfts/local1/0x00000000000000000000000000000000000000aa/${tokenId}/refresh`, remoteAddress });

describe('POST /v1/nfts/.../refresh per-client limit', () => {
  it('past REFRESH_RATE_LIMIT_PER_MINUTE one client gets 429 rate_limited, whichever tokens it names; other clients are not limited', async () => {
    for (let tokenId = 1; tokenId <= 3; tokenId++) expect((await refresh(tokenId, '10.1.1.1')).statusCode).not.toBe(429);
    const limited = await refresh(4, '10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('rate_limited');
    expect((await refresh(4, '10.1.1.2')).statusCode).not.toBe(429);
  });
});

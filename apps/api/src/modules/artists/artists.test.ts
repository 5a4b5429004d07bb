import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeArtists } from '@nft/db';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { expectRejected } from '../../test-support/expect-rejected';
import { insertMedia } from '../media/media.fixtures';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOCAL_CHAINS: 'true', PUBLIC_URL: 'https://market.example' } });
});

afterAll(async () => {
  await testApp.close();
});

async function artist(id: number) {
  const response = await testApp.app.inject({ url: `/v1/artists/${id}` });
  return { status: response.statusCode, body: response.json() };
}

const hour = 3_600_000;

describe('GET /v1/artists/:id (docs/product.md, artist pages)', () => {
  it('answers the home content of a shown artist with its linked account, or null when not linked', async () => {
    const { db } = testApp.database;
    const picture = await insertMedia(db);
    const address = '0x00000000000000000000000000000000000000a1';
    const [linked, unlinked] = await db
      .insert(homeArtists)
      .values([
        {
          name: 'Bea',
          introduction: 'Paints light',
          headerIconMediaId: picture.id,
          linkUrl: 'https://bea.example',
          accountAddress: address,
        },
        { name: 'Cid', showFrom: new Date(Date.now() - hour), showUntil: new Date(Date.now() + hour) },
      ])
      .returning();
    expect(await artist(linked!.id)).toEqual({
      status: 200,
      body: {
        code: 200,
        data: {
          id: linked!.id,
          artist: 'Bea',
          introduction: 'Paints light',
          header_icon_url: `${testApp.config.public.mediaUrl}/media/${picture.storageKey}`,
          link_url: 'https://bea.example',
          account_address: address,
        },
      },
    });
    expect(await artist(unlinked!.id)).toMatchObject({
      status: 200,
      body: { data: { id: unlinked!.id, artist: 'Cid', introduction: null, header_icon_url: null, link_url: null, account_address: null } },
    });
  });

  it('answers 404 for staged, scheduled, ended and unknown artists, and 400 for malformed ids', async () => {
    const { db } = testApp.database;
    const rows = await db
      .insert(homeArtists)
      .values([
        { name: 'Staged', visible: false },
        { name: 'Later', showFrom: new Date(Date.now() + hour) },
        { name: 'Over', showUntil: new Date(Date.now() - hour) },
      ])
      .returning();
    for (const row of rows) expect(await artist(row.id)).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(await artist(987_654_321)).toMatchObject({ status: 404, body: { error: 'not_found' } });
    await expectRejected(
      testApp.app,
      db,
      ['/v1/artists/0', '/v1/artists/abc', '/v1/artists/01', '/v1/artists/1.5'],
      400,
      'validation_failed',
    );
  });
});

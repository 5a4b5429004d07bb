import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeArtists, homeDerivatives, homeEvents, homeFavorites, homeTopCollections } from '@nft/db';
import { insertCollection } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { expectRejected } from '../../test-support/expect-rejected';
import { insertMedia } from '../media/media.fixtures';

let testApp: TestApp;
const publicUrl = 'https://market.example';
const url = (storageKey: string) => `${testApp.config.public.mediaUrl}/media/${storageKey}`;

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOCAL_CHAINS: 'true', PUBLIC_URL: publicUrl } });
});

afterAll(async () => {
  await testApp.close();
});

async function content(path: string) {
  const response = await testApp.app.inject({ url: `/v1/newfrontpage/${path}` });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.code).toBe(200);
  return body.data.content as unknown[];
}

describe('home content (docs/product.md, spec section 7)', () => {
  it('answers empty lists before any content is curated', async () => {
    for (const path of ['topcollection', 'event', 'artist', 'favorite', 'derivative']) expect(await content(path)).toEqual([]);
  });

  it('lists top collections in position order with the spec field names, skipping hidden slides and collections', async () => {
    const { db } = testApp.database;
    const [background, icon] = [await insertMedia(db), await insertMedia(db)];
    const collection = await insertCollection(db);
    const hiddenCollection = await insertCollection(db, { hidden: true });
    const deletedCollection = await insertCollection(db, { deletedAt: new Date() });
    await db.insert(homeTopCollections).values([
      { position: 2, title: 'Second', collectionId: collection.id, backgroundMediaId: background.id, iconMediaId: icon.id, tag: 'art' },
      { position: 1, title: 'First', externalUrl: 'https://drop.example' },
      { position: 0, title: 'Staged', visible: false, collectionId: collection.id },
      { position: 3, title: 'Moderated', collectionId: hiddenCollection.id },
      { position: 4, title: 'Gone', collectionId: deletedCollection.id },
    ]);
    expect(await content('topcollection')).toEqual([
      { back_ground_url: null, icon_url: null, title: 'First', tag: null, external_url: 'https://drop.example', collection_id: null },
      {
        back_ground_url: url(background.storageKey),
        icon_url: url(icon.storageKey),
        title: 'Second',
        tag: 'art',
        external_url: null,
        collection_id: collection.id,
      },
    ]);
  });

  it('lists events, artists and favorites in position order, visible only', async () => {
    const { db } = testApp.database;
    const [picture, header, favIcon] = [await insertMedia(db), await insertMedia(db), await insertMedia(db)];
    await db.insert(homeEvents).values([
      { position: 5, title: 'Later', description: 'Second event', linkUrl: 'https://event.example/2' },
      { position: 1, title: 'Sooner', description: 'First event', linkUrl: 'https://event.example/1', pictureMediaId: picture.id },
      { position: 0, title: 'Draft', visible: false },
    ]);
    const [bea] = await db
      .insert(homeArtists)
      .values([
        { position: 1, name: 'Bea', introduction: 'Paints', headerIconMediaId: header.id, linkUrl: 'https://bea.example' },
        { position: 1, name: 'Ann', visible: false },
      ])
      .returning();
    await db.insert(homeFavorites).values([
      {
        position: 0,
        title: 'Fan pick',
        rewardDescription: '50 USD',
        favoriteDescription: 'Loved',
        iconMediaId: favIcon.id,
        headerIconMediaId: header.id,
        linkUrl: 'https://fav.example',
      },
    ]);
    expect(await content('event')).toEqual([
      { title: 'Sooner', event_desc: 'First event', link_url: 'https://event.example/1', pic_url: url(picture.storageKey) },
      { title: 'Later', event_desc: 'Second event', link_url: 'https://event.example/2', pic_url: null },
    ]);
    expect(await content('artist')).toEqual([
      { id: bea!.id, artist: 'Bea', introduction: 'Paints', header_icon_url: url(header.storageKey), link_url: 'https://bea.example' },
    ]);
    expect(await content('favorite')).toEqual([
      {
        title: 'Fan pick',
        reward_desc: '50 USD',
        favorite_desc: 'Loved',
        icon_url: url(favIcon.storageKey),
        header_icon_url: url(header.storageKey),
        link_url: 'https://fav.example',
      },
    ]);
  });

  it('lists re-creations with their ids and like counts, ties in position broken by age', async () => {
    const { db } = testApp.database;
    const icon = await insertMedia(db);
    const rows = await db
      .insert(homeDerivatives)
      .values([
        { position: 0, title: 'Remix A', likeCount: 12, iconMediaId: icon.id, linkUrl: 'https://remix.example/a' },
        { position: 0, title: 'Remix B', likeCount: 0 },
        { position: -1, title: 'Remix C', likeCount: 3, visible: false },
      ])
      .returning();
    expect(await content('derivative')).toEqual([
      {
        id: rows[0]!.id,
        title: 'Remix A',
        like_num: 12,
        header_icon_url: null,
        icon_url: url(icon.storageKey),
        link_url: 'https://remix.example/a',
        liked: false,
      },
      { id: rows[1]!.id, title: 'Remix B', like_num: 0, header_icon_url: null, icon_url: null, link_url: null, liked: false },
    ]);
  });

  it('answers unknown lists and other methods with the 404 envelope', async () => {
    await expectRejected(testApp.app, testApp.database.db, ['/v1/newfrontpage/unknown', '/v1/newfrontpage/'], 404, 'not_found');
    const post = await testApp.app.inject({ method: 'POST', url: '/v1/newfrontpage/event', payload: {} });
    expect(post.json()).toMatchObject({ code: 404, error: 'not_found' });
  });
});

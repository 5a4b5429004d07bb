import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, homeEvents } from '@nft/db';
import { insertCollection, testAddress } from '@nft/db/testing';
import { adminHomeItemSchema, adminHomeListSchema, homeSections } from '@nft/api-contract';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { databaseFingerprint } from '../../test-support/database-fingerprint';
import { signedInAccount, type SignedInAccount } from '../../test-support/signed-in-account';
import { insertMedia } from '../media/media.fixtures';

const adminAddress = testAddress();
let testApp: TestApp;
let admin: SignedInAccount;
let member: SignedInAccount;

beforeAll(async () => {
  testApp = await createTestApp({
    env: { PUBLIC_URL: 'https://market.example', RATE_LIMIT_MAX: '100000', ADMIN_ADDRESSES: adminAddress },
  });
  admin = await signedInAccount(db(), adminAddress);
  member = await signedInAccount(db());
});

afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.db;

type Reply = {
  status: number;
  body: { code: number; data?: unknown; error?: string; details?: { issues?: { path: string; message: string }[] } };
};

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers: object = admin.headers,
): Promise<Reply> {
  const response = await testApp.app.inject({ method, url, ...(payload ? { payload } : {}), headers: headers as Record<string, string> });
  return { status: response.statusCode, body: response.json() };
}

async function createEvent(body: object) {
  const reply = await call('POST', '/v1/admin/home/event', body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return adminHomeItemSchema.parse(reply.body.data);
}

async function adminList(section: string) {
  const reply = await call('GET', `/v1/admin/home/${section}`);
  expect(reply.status).toBe(200);
  return adminHomeListSchema.parse(reply.body.data).items;
}

/** The titles the public home page shows now, in order. */
async function publicEventTitles(): Promise<string[]> {
  const response = await testApp.app.inject({ method: 'GET', url: '/v1/newfrontpage/event' });
  return (response.json() as { data: { content: { title: string }[] } }).data.content.map((item) => item.title);
}

async function auditOf(targetType: string, targetId: string) {
  return db()
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, targetId))
    .then((rows) => rows.filter((row) => row.targetType === targetType));
}

async function clearEvents() {
  await db().delete(homeEvents);
}

const homeTables = [
  'home_top_collections',
  'home_events',
  'home_artists',
  'home_favorites',
  'home_derivatives',
  'media',
  'admin_audit_log',
];

const issuePaths = (reply: Reply) => (reply.body.details?.issues ?? []).map((issue) => issue.path).sort();

describe('admin home content: who may call', () => {
  // In an order an admin can run them all in, on a section holding the one event `id`.
  const routes = (id: number): [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object][] => [
    ['POST', '/v1/admin/home/event/reorder', { ids: [id] }],
    ['PATCH', `/v1/admin/home/event/${id}`, { title: 'Changed' }],
    ['DELETE', `/v1/admin/home/event/${id}`],
    ...homeSections.map((section) => ['GET', `/v1/admin/home/${section}`] as ['GET', string]),
    ...homeSections.map(
      (section) => ['POST', `/v1/admin/home/${section}`, section === 'artist' ? { name: 'X' } : { title: 'X' }] as ['POST', string, object],
    ),
  ];

  it('refuses anonymous callers (401) and signed-in non-admins (403 admin_only), and changes nothing', async () => {
    await clearEvents();
    const { id } = await createEvent({ title: 'Kept' });
    const before = await databaseFingerprint(db(), homeTables);
    for (const [method, url, body] of routes(id)) {
      const anonymous = await call(method, url, body, {});
      expect([url, anonymous.status, anonymous.body.error]).toEqual([url, 401, 'token_expired']);
      const nonAdmin = await call(method, url, body, member.headers);
      expect([url, nonAdmin.status, nonAdmin.body.error]).toEqual([url, 403, 'admin_only']);
    }
    expect(await databaseFingerprint(db(), homeTables)).toBe(before);
    expect(await auditOf('home_event', String(id))).toHaveLength(1);
  });

  it('lets the admin use every route', async () => {
    await clearEvents();
    const { id } = await createEvent({ title: 'First' });
    for (const [method, url, body] of routes(id)) {
      const reply = await call(method, url, body);
      expect(reply.status, `${method} ${url} ${JSON.stringify(reply.body)}`).toBeLessThan(300);
    }
  });
});

describe('admin home content: create, edit, remove', () => {
  it('adds an event with an uploaded picture at the end of the list; the public home page shows it at once', async () => {
    await clearEvents();
    await createEvent({ title: 'Existing' });
    const picture = await insertMedia(db(), { uploaderAccountId: admin.accountId });
    const item = await createEvent({
      title: '  Summer drop  ',
      description: 'Mint day',
      linkUrl: 'https://events.example/summer',
      pictureMediaId: picture.id,
    });
    expect(item.fields).toEqual({ title: 'Summer drop', description: 'Mint day', linkUrl: 'https://events.example/summer' });
    expect(item.images.pictureMediaId).toMatchObject({ id: picture.id, url: expect.stringContaining(picture.storageKey) });
    expect(item.position).toBe(1);
    expect(item.live).toBe(true);

    const response = await testApp.app.inject({ method: 'GET', url: '/v1/newfrontpage/event' });
    const content = (response.json() as { data: { content: { title: string; pic_url: string | null; link_url: string | null }[] } }).data
      .content;
    expect(content.map((event) => event.title)).toEqual(['Existing', 'Summer drop']);
    expect(content[1]!.pic_url).toContain(picture.storageKey);

    const [entry] = await auditOf('home_event', String(item.id));
    expect(entry).toMatchObject({
      action: 'home_event.create',
      actorAddress: admin.address,
      actorAccountId: admin.accountId,
      before: null,
    });
    expect(entry!.after).toMatchObject({ id: item.id, title: 'Summer drop', pictureMediaId: picture.id });
  });

  it('edits an item (absent fields stay, null clears) and records before and after', async () => {
    await clearEvents();
    const { id } = await createEvent({ title: 'Old title', description: 'Keep me', linkUrl: 'https://a.example/x' });
    const reply = await call('PATCH', `/v1/admin/home/event/${id}`, { title: 'New title', linkUrl: null });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(adminHomeItemSchema.parse(reply.body.data).fields).toEqual({ title: 'New title', description: 'Keep me', linkUrl: null });
    expect(await publicEventTitles()).toEqual(['New title']);
    const update = (await auditOf('home_event', String(id))).find((row) => row.action === 'home_event.update');
    expect(update?.before).toMatchObject({ title: 'Old title', linkUrl: 'https://a.example/x' });
    expect(update?.after).toMatchObject({ title: 'New title', linkUrl: null });
  });

  it('removes an item: gone from both lists, the removal recorded with what it was', async () => {
    await clearEvents();
    const { id } = await createEvent({ title: 'Short-lived' });
    const reply = await call('DELETE', `/v1/admin/home/event/${id}`);
    expect(reply.status).toBe(200);
    expect(await adminList('event')).toEqual([]);
    expect(await publicEventTitles()).toEqual([]);
    const removal = (await auditOf('home_event', String(id))).find((row) => row.action === 'home_event.delete');
    expect(removal).toMatchObject({ after: null, before: expect.objectContaining({ title: 'Short-lived' }) });
    expect((await call('DELETE', `/v1/admin/home/event/${id}`)).status).toBe(404);
    expect((await call('PATCH', `/v1/admin/home/event/${id}`, { title: 'Ghost' })).status).toBe(404);
  });

  it('creates an item in each of the five sections with its own fields', async () => {
    const collection = await insertCollection(db(), { chain: 'local1' });
    const bodies: Record<string, object> = {
      topcollection: { title: 'Banner', tag: 'art', collectionId: collection.id },
      event: { title: 'Event' },
      artist: { name: 'Artist', introduction: 'Hello', accountAddress: '0x' + 'AB'.repeat(20) },
      favorite: { title: 'Favourite', rewardDescription: 'A badge', favoriteDescription: 'Loved' },
      derivative: { title: 'Re-creation', linkUrl: 'https://remix.example/1' },
    };
    for (const section of homeSections) {
      const reply = await call('POST', `/v1/admin/home/${section}`, bodies[section]);
      expect(reply.status, `${section} ${JSON.stringify(reply.body)}`).toBe(201);
    }
    const [artist] = (await adminList('artist')).slice(-1);
    expect(artist!.fields.accountAddress).toBe('0x' + 'ab'.repeat(20));
    const [banner] = (await adminList('topcollection')).slice(-1);
    expect(banner!.fields.collectionId).toBe(collection.id);
    expect((await adminList('derivative')).slice(-1)[0]!.likeCount).toBe(0);
  });
});

describe('admin home content: schedule and staging', () => {
  it('shows an item only when visible and within [showFrom, showUntil)', async () => {
    await clearEvents();
    const hour = 3_600_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    await createEvent({ title: 'Always' });
    await createEvent({ title: 'Future', showFrom: at(hour) });
    await createEvent({ title: 'Past', showUntil: at(-hour) });
    await createEvent({ title: 'Now', showFrom: at(-hour), showUntil: at(hour) });
    const hidden = await createEvent({ title: 'Staged', visible: false });
    expect(await publicEventTitles()).toEqual(['Always', 'Now']);
    const items = await adminList('event');
    expect(items.map((item) => [item.fields.title, item.live])).toEqual([
      ['Always', true],
      ['Future', false],
      ['Past', false],
      ['Now', true],
      ['Staged', false],
    ]);

    await call('PATCH', `/v1/admin/home/event/${hidden.id}`, { visible: true });
    expect(await publicEventTitles()).toEqual(['Always', 'Now', 'Staged']);
  });

  it('refuses an end at or before the start, also when only one side changes', async () => {
    await clearEvents();
    const start = new Date(Date.now() + 86_400_000).toISOString();
    const refused = await call('POST', '/v1/admin/home/event', { title: 'Backwards', showFrom: start, showUntil: start });
    expect([refused.status, issuePaths(refused)]).toEqual([400, ['/showUntil']]);
    const { id } = await createEvent({ title: 'Later', showFrom: start });
    const edit = await call('PATCH', `/v1/admin/home/event/${id}`, { showUntil: new Date(Date.now()).toISOString() });
    expect([edit.status, issuePaths(edit)]).toEqual([400, ['/showUntil']]);
    expect((await adminList('event')).map((item) => item.showUntil)).toEqual([null]);
  });
});

describe('admin home content: reorder', () => {
  it('sets the whole order at once, seen by the public list, and records it', async () => {
    await clearEvents();
    const a = await createEvent({ title: 'A' });
    const b = await createEvent({ title: 'B' });
    const c = await createEvent({ title: 'C' });
    const reply = await call('POST', '/v1/admin/home/event/reorder', { ids: [c.id, a.id, b.id] });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(adminHomeListSchema.parse(reply.body.data).items.map((item) => item.fields.title)).toEqual(['C', 'A', 'B']);
    expect(await publicEventTitles()).toEqual(['C', 'A', 'B']);
    const [entry] = await auditOf('home_event', '*').then((rows) => rows.filter((row) => row.action === 'home_event.reorder').slice(-1));
    expect(entry).toMatchObject({ before: { ids: [a.id, b.id, c.id] }, after: { ids: [c.id, a.id, b.id] } });
  });

  it('refuses an order that leaves out, repeats or invents an item, and keeps the old one', async () => {
    await clearEvents();
    const a = await createEvent({ title: 'A' });
    const b = await createEvent({ title: 'B' });
    for (const ids of [[b.id], [b.id, a.id, 999_999], [b.id, b.id]]) {
      const reply = await call('POST', '/v1/admin/home/event/reorder', { ids });
      expect([reply.status, reply.body.error]).toEqual([400, 'validation_failed']);
    }
    expect(await publicEventTitles()).toEqual(['A', 'B']);
  });
});

describe('admin home content: validation', () => {
  it('names each bad field, in the caller language, and writes nothing', async () => {
    await clearEvents();
    const other = await insertMedia(db(), { uploaderAccountId: member.accountId });
    const before = await databaseFingerprint(db(), homeTables);
    const reply = await call(
      'POST',
      '/v1/admin/home/event',
      { title: '   ', linkUrl: 'javascript:alert(1)', pictureMediaId: other.id },
      { ...admin.headers, locale: 'ja' },
    );
    expect([reply.status, reply.body.error]).toEqual([400, 'validation_failed']);
    expect(issuePaths(reply)).toEqual(['/linkUrl', '/title']);
    expect(reply.body.details?.issues?.find((issue) => issue.path === '/title')?.message).toBe('この項目は必須です');

    // Past the schema: someone else's upload is refused by the service.
    const media = await call('POST', '/v1/admin/home/event', { title: 'Fine', pictureMediaId: other.id });
    expect([media.status, issuePaths(media)]).toEqual([400, ['/pictureMediaId']]);
    const unknownCollection = await call('POST', '/v1/admin/home/topcollection', { title: 'Fine', collectionId: 987_654 });
    expect([unknownCollection.status, issuePaths(unknownCollection)]).toEqual([400, ['/collectionId']]);
    const badAddress = await call('POST', '/v1/admin/home/artist', { name: 'Fine', accountAddress: 'not-an-address' });
    expect([badAddress.status, issuePaths(badAddress)]).toEqual([400, ['/accountAddress']]);
    const unknownField = await call('POST', '/v1/admin/home/event', { title: 'Fine', likeCount: 1000 });
    expect([unknownField.status, unknownField.body.error]).toEqual([400, 'validation_failed']);
    const badSection = await call('GET', '/v1/admin/home/banner');
    expect([badSection.status, badSection.body.error]).toEqual([400, 'validation_failed']);
    const badId = await call('PATCH', '/v1/admin/home/event/abc', { title: 'Fine' });
    expect(badId.status).toBe(400);

    expect(await databaseFingerprint(db(), homeTables)).toBe(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { adminAuditLog, collections, nfts, ownerships, reports } from '@nft/db';
import { insertCollection, insertNft, testAddress } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { signedInAccount, type SignedInAccount } from '../../test-support/signed-in-account';
import { databaseFingerprint } from '../../test-support/database-fingerprint';

// docs/decisions/036-operators-and-audit-log.md: each console action changes its row and writes one audit entry (who,
// what, before, after) in the same transaction; bad input is a 4xx that changes nothing.
const adminAddress = testAddress();
let testApp: TestApp;
let admin: SignedInAccount;
let reporter: SignedInAccount;

beforeAll(async () => {
  testApp = await createTestApp({ env: { ADMIN_ADDRESSES: adminAddress, LOCAL_CHAINS: 'true', RATE_LIMIT_MAX: '100000' } });
  await testApp.app.ready();
  admin = await signedInAccount(testApp.database.db, adminAddress);
  reporter = await signedInAccount(testApp.database.db);
});

afterAll(async () => {
  await testApp.close();
});

const post = (url: string, payload: unknown, headers = admin.headers) =>
  testApp.app.inject({ method: 'POST', url, headers, payload: payload as object });
const get = (url: string, headers = admin.headers) => testApp.app.inject({ url, headers });

async function lastAudit() {
  const [row] = await testApp.database.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1);
  return row;
}

async function openReport(nftId: number, reporterAccountId = reporter.accountId) {
  const [row] = await testApp.database.db
    .insert(reports)
    .values({ nftId, reporterAccountId, reason: 'copyright', originalLink: 'https://example.com/original', extraInfo: 'copied' })
    .returning();
  return row!;
}

describe('collections', () => {
  it('verifies and un-verifies, each with an audit entry, and the public collection answers the flag', async () => {
    const collection = await insertCollection(testApp.database.db, { name: 'Audit Verified' });
    const verified = await post(`/v1/admin/collections/${collection.id}/verified`, { verified: true });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({ id: collection.id, verified: true });
    expect(await lastAudit()).toMatchObject({
      actorAccountId: admin.accountId,
      actorAddress: adminAddress,
      action: 'collection.verify',
      targetType: 'collection',
      targetId: String(collection.id),
      before: { verified: false, hidden: false, hiddenReason: null },
      after: { verified: true, hidden: false, hiddenReason: null },
    });
    const search = await get(`/v1/admin/collections?q=${encodeURIComponent('audit verif')}`);
    expect(search.json().data.items.map((item: { id: number }) => item.id)).toEqual([collection.id]);

    await post(`/v1/admin/collections/${collection.id}/verified`, { verified: false });
    expect(await lastAudit()).toMatchObject({ action: 'collection.unverify', before: { verified: true }, after: { verified: false } });
  });

  it('hides with a reason and un-hides, with audit entries; hidden collections are listed under hidden items', async () => {
    const collection = await insertCollection(testApp.database.db);
    const hidden = await post(`/v1/admin/collections/${collection.id}/hidden`, { hidden: true, reason: 'Impersonates a brand' });
    expect(hidden.json().data).toMatchObject({ hidden: true, hiddenReason: 'Impersonates a brand' });
    expect(await lastAudit()).toMatchObject({ action: 'collection.hide', after: { hidden: true, hiddenReason: 'Impersonates a brand' } });
    const list = await get('/v1/admin/hidden?kind=collection');
    expect(list.json().data.items.map((item: { collection: { id: number } }) => item.collection.id)).toContain(collection.id);
    expect((await testApp.app.inject({ url: `/v1/collections/${collection.id}` })).statusCode).toBe(404);

    await post(`/v1/admin/collections/${collection.id}/hidden`, { hidden: false });
    expect(await lastAudit()).toMatchObject({
      action: 'collection.unhide',
      before: { hidden: true },
      after: { hidden: false, hiddenReason: null },
    });
    const [row] = await testApp.database.db.select().from(collections).where(eq(collections.id, collection.id));
    expect(row).toMatchObject({ hidden: false, hiddenReason: null, hiddenAt: null });
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const collection = await insertCollection(testApp.database.db);
    const before = await databaseFingerprint(testApp.database.db, ['collections', 'admin_audit_log']);
    const cases: [string, unknown, number][] = [
      [`/v1/admin/collections/${collection.id}/verified`, { verified: 'yes' }, 400],
      [`/v1/admin/collections/${collection.id}/verified`, {}, 400],
      [`/v1/admin/collections/${collection.id}/hidden`, { hidden: true }, 400],
      [`/v1/admin/collections/${collection.id}/hidden`, { hidden: true, reason: '   ' }, 400],
      [`/v1/admin/collections/${collection.id}/hidden`, { hidden: true, reason: 'x'.repeat(501) }, 400],
      ['/v1/admin/collections/abc/verified', { verified: true }, 400],
      ['/v1/admin/collections/99999999/verified', { verified: true }, 404],
      ['/v1/admin/nfts/99999999/hidden', { hidden: false }, 404],
    ];
    for (const [url, payload, status] of cases) {
      const response = await post(url, payload);
      expect({ url, payload, status: response.statusCode }).toEqual({ url, payload, status });
    }
    expect((await get('/v1/admin/reports?status=nope')).statusCode).toBe(400);
    expect((await get('/v1/admin/audit-log?cursor=!!')).statusCode).toBe(400);
    expect((await get('/v1/admin/hidden?cursor=' + Buffer.from('["admin_audit",null,1]').toString('base64url'))).statusCode).toBe(400);
    expect(await databaseFingerprint(testApp.database.db, ['collections', 'admin_audit_log'])).toBe(before);
  });
});

describe('reports', () => {
  it('resolves by hiding the NFT (the note is the reason its holder sees), then reopens; each step audited', async () => {
    const nft = await insertNft(testApp.database.db);
    const holder = await signedInAccount(testApp.database.db);
    await testApp.database.db.insert(ownerships).values({
      chain: nft.chain,
      contractAddress: nft.contractAddress,
      tokenId: nft.tokenId,
      owner: holder.address,
      balance: '1',
      acquiredAt: new Date(),
      blockNumber: 1,
      blockHash: `0x${'1'.repeat(64)}`,
    });
    const report = await openReport(nft.id);
    const queue = await get('/v1/admin/reports');
    const listed = queue.json().data.items.find((item: { id: number }) => item.id === report.id);
    expect(listed).toMatchObject({
      status: 'open',
      reason: 'copyright',
      originalLink: 'https://example.com/original',
      extraInfo: 'copied',
      reporterAddress: reporter.address,
      nft: { id: nft.id, hidden: false },
    });

    const resolved = await post(`/v1/admin/reports/${report.id}/resolve`, { action: 'hide', note: 'Copy of an artwork by someone else' });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().data).toMatchObject({ status: 'actioned', resolvedByAddress: adminAddress, nft: { hidden: true } });
    const entries = await testApp.database.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(2);
    expect(entries.map((entry) => [entry.action, entry.targetType, entry.targetId])).toEqual([
      ['report.resolve_hide', 'report', String(report.id)],
      ['nft.hide', 'nft', String(nft.id)],
    ]);
    expect(entries[1]).toMatchObject({
      before: { hidden: false },
      after: { hidden: true, hiddenReason: 'Copy of an artwork by someone else' },
    });

    // The public no longer sees it; the holder is told why, nobody else is.
    const key = `/v1/nfts/${nft.chain}/${nft.contractAddress}/${nft.tokenId}`;
    expect((await testApp.app.inject({ url: key })).statusCode).toBe(404);
    const why = await testApp.app.inject({ url: `${key}/moderation`, headers: holder.headers });
    expect(why.json().data).toMatchObject({ hidden: true, reason: 'Copy of an artwork by someone else', scope: 'nft' });
    expect((await testApp.app.inject({ url: `${key}/moderation`, headers: reporter.headers })).statusCode).toBe(404);
    expect((await testApp.app.inject({ url: `${key}/moderation` })).statusCode).toBe(401);

    // Resolving twice is refused; the hidden list shows the NFT with its reason.
    expect((await post(`/v1/admin/reports/${report.id}/resolve`, { action: 'dismiss' })).json().error).toBe('report_not_open');
    const hidden = await get('/v1/admin/hidden?kind=nft');
    expect(hidden.json().data.items.find((item: { nft: { id: number } }) => item.nft.id === nft.id)?.nft.hiddenReason).toBe(
      'Copy of an artwork by someone else',
    );

    const reopened = await post(`/v1/admin/reports/${report.id}/reopen`, {});
    expect(reopened.json().data).toMatchObject({ status: 'open', resolutionNote: null, resolvedAt: null });
    expect(await lastAudit()).toMatchObject({ action: 'report.reopen', before: { status: 'actioned' }, after: { status: 'open' } });
    expect((await post(`/v1/admin/reports/${report.id}/reopen`, {})).json().error).toBe('report_not_resolved');

    // Un-hiding from hidden items shows the NFT again, audited.
    await post(`/v1/admin/nfts/${nft.id}/hidden`, { hidden: false });
    expect(await lastAudit()).toMatchObject({ action: 'nft.unhide', targetId: String(nft.id), after: { hidden: false } });
    expect((await testApp.app.inject({ url: key })).statusCode).toBe(200);
  });

  it('dismisses without touching the NFT; a hide without a note is refused and changes nothing', async () => {
    const nft = await insertNft(testApp.database.db);
    const report = await openReport(nft.id);
    const before = await databaseFingerprint(testApp.database.db, ['reports', 'nfts', 'admin_audit_log']);
    expect((await post(`/v1/admin/reports/${report.id}/resolve`, { action: 'hide' })).statusCode).toBe(400);
    expect((await post(`/v1/admin/reports/${report.id}/resolve`, { action: 'ban', note: 'x' })).statusCode).toBe(400);
    expect((await post('/v1/admin/reports/99999999/resolve', { action: 'dismiss' })).statusCode).toBe(404);
    expect(await databaseFingerprint(testApp.database.db, ['reports', 'nfts', 'admin_audit_log'])).toBe(before);

    const dismissed = await post(`/v1/admin/reports/${report.id}/resolve`, { action: 'dismiss', note: 'Original work' });
    expect(dismissed.json().data).toMatchObject({ status: 'dismissed', resolutionNote: 'Original work', nft: { hidden: false } });
    expect(await lastAudit()).toMatchObject({ action: 'report.dismiss', targetId: String(report.id), after: { status: 'dismissed' } });
    const [row] = await testApp.database.db.select().from(nfts).where(eq(nfts.id, nft.id));
    expect(row?.hidden).toBe(false);
  });

  it('refuses to reopen when the reporter has a newer open report on the same NFT', async () => {
    const nft = await insertNft(testApp.database.db);
    const first = await openReport(nft.id);
    await post(`/v1/admin/reports/${first.id}/resolve`, { action: 'dismiss' });
    await openReport(nft.id);
    expect((await post(`/v1/admin/reports/${first.id}/reopen`, {})).statusCode).toBe(409);
  });
});

describe('the cached collection floor', () => {
  it('moves off an item an operator hides, directly or by a report, and back when it is shown again (decision 074)', async () => {
    const { db } = testApp.database;
    const native = '0x0000000000000000000000000000000000000000';
    const collection = await insertCollection(db, { floorPrice: '100' });
    const listed = (price: string) =>
      insertNft(db, { collectionId: collection.id, bestListingPrice: price, bestListingCurrency: native, bestListingKind: 'fixed' });
    const [cheapest, next] = [await listed('100'), await listed('200')];
    await listed('300');
    const cachedFloor = async () =>
      (await db.select({ floor: collections.floorPrice }).from(collections).where(eq(collections.id, collection.id)))[0]!.floor;

    expect((await post(`/v1/admin/nfts/${cheapest.id}/hidden`, { hidden: true, reason: 'A fake at a bait price' })).statusCode).toBe(200);
    await expect.poll(cachedFloor, { timeout: 10_000 }).toBe('200');
    await post(`/v1/admin/reports/${(await openReport(next.id)).id}/resolve`, { action: 'hide', note: 'Also a fake' });
    await expect.poll(cachedFloor, { timeout: 10_000 }).toBe('300');
    await post(`/v1/admin/nfts/${cheapest.id}/hidden`, { hidden: false });
    await expect.poll(cachedFloor, { timeout: 10_000 }).toBe('100');
  });
});

describe('the audit log', () => {
  it('pages newest first', async () => {
    const first = await get('/v1/admin/audit-log?limit=2');
    const page = first.json().data;
    expect(page.items).toHaveLength(2);
    expect(page.items[0].id).toBeGreaterThan(page.items[1].id);
    const second = await get(`/v1/admin/audit-log?limit=2&cursor=${page.nextCursor}`);
    expect(second.json().data.items[0].id).toBeLessThan(page.items[1].id);
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@nft/db/testing';
import type { DatabaseHandle } from '@nft/db';
import { legalDocumentSchema, siteLinksSchema } from '@nft/api-contract';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let database: DatabaseHandle;
let shipped: TestApp;
let configured: TestApp;
let operatorDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  operatorDir = await mkdtemp(join(tmpdir(), 'nft-legal-'));
  for (const lang of ['en', 'ja']) {
    await writeFile(
      join(operatorDir, `terms.${lang}.md`),
      `---\nversion: "2.3-${lang}"\neffective: 2027-01-15\n---\n# Operator terms ${lang}\n\nOur own rules.\n`,
    );
  }
  shipped = await createTestApp({ database });
  configured = await createTestApp({
    database,
    env: {
      LEGAL_TERMS_FILE: join(operatorDir, 'terms.{lang}.md'),
      SITE_LINKS: JSON.stringify({ documentation: 'https://docs.operator.test', twitter: null }),
    },
  });
});

afterAll(async () => {
  await configured?.close();
  await shipped?.close();
  await database?.close();
  await rm(operatorDir, { recursive: true, force: true });
});

async function getDocument(app: TestApp, url: string, headers: Record<string, string> = {}) {
  const response = await app.app.inject({ url, headers });
  expect(response.statusCode).toBe(200);
  return legalDocumentSchema.parse(response.json().data);
}

describe('GET /v1/legal/:kind', () => {
  it('serves the shipped terms and privacy policy in English and Japanese with version and effective date', async () => {
    const termsEn = await getDocument(shipped, '/v1/legal/terms?lang=en');
    expect(termsEn).toMatchObject({ kind: 'terms', lang: 'en', version: '1.0', effectiveDate: '2026-11-26' });
    expect(termsEn.markdown).toMatch(/^# Terms of service/);
    // The front matter is metadata, not text.
    expect(termsEn.markdown).not.toContain('effective:');
    // docs/product.md "Trading": the fee per chain in basis points and the creator royalty are explained.
    expect(termsEn.markdown).toContain('basis points');
    expect(termsEn.markdown).toContain('ERC-2981');

    const termsJa = await getDocument(shipped, '/v1/legal/terms?lang=ja');
    expect(termsJa.markdown).toMatch(/^# 利用規約/);

    const privacyEn = await getDocument(shipped, '/v1/legal/privacy?lang=en');
    expect(privacyEn.markdown).toMatch(/^# Privacy policy/);
    for (const kept of ['Wallet address', 'Favourites', 'Orders', 'postal code', 'encrypted', 'local storage', 'IP address']) {
      expect(privacyEn.markdown).toContain(kept);
    }
    const privacyJa = await getDocument(shipped, '/v1/legal/privacy?lang=ja');
    expect(privacyJa.markdown).toMatch(/^# プライバシーポリシー/);
  });

  it('answers in the locale header language when lang is left out', async () => {
    expect((await getDocument(shipped, '/v1/legal/privacy', { locale: 'ja-JP' })).lang).toBe('ja');
    expect((await getDocument(shipped, '/v1/legal/privacy')).lang).toBe('en');
    // An explicit lang wins over the header.
    expect((await getDocument(shipped, '/v1/legal/privacy?lang=en', { locale: 'ja' })).lang).toBe('en');
  });

  it("serves the operator's files when LEGAL_TERMS_FILE is set, and keeps the shipped privacy policy", async () => {
    const en = await getDocument(configured, '/v1/legal/terms?lang=en');
    expect(en).toEqual({
      kind: 'terms',
      lang: 'en',
      version: '2.3-en',
      effectiveDate: '2027-01-15',
      markdown: '# Operator terms en\n\nOur own rules.',
    });
    expect((await getDocument(configured, '/v1/legal/terms?lang=ja')).version).toBe('2.3-ja');
    expect((await getDocument(configured, '/v1/legal/privacy?lang=en')).markdown).toMatch(/^# Privacy policy/);
  });

  it.each([
    ['/v1/legal/terms?lang=fr', 'an unknown language'],
    ['/v1/legal/terms?lang=', 'an empty language'],
    ['/v1/legal/cookies?lang=en', 'an unknown document'],
  ])('refuses %s (%s) with 400 validation_failed', async (url) => {
    const response = await shipped.app.inject({ url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, error: 'validation_failed' });
  });
});

describe('GET /v1/site/links', () => {
  it('serves the default footer links', async () => {
    const response = await shipped.app.inject({ url: '/v1/site/links' });
    const links = siteLinksSchema.parse(response.json().data);
    expect(links.documentation).toMatch(/^https:\/\//);
    expect(links.voting).toBeNull();
  });

  it('serves the configured links, a null one hidden and the rest kept', async () => {
    const response = await configured.app.inject({ url: '/v1/site/links' });
    const links = siteLinksSchema.parse(response.json().data);
    expect(links.documentation).toBe('https://docs.operator.test');
    expect(links.twitter).toBeNull();
    const defaults = siteLinksSchema.parse((await shipped.app.inject({ url: '/v1/site/links' })).json().data);
    expect(links.discord).toBe(defaults.discord);
  });
});

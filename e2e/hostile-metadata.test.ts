// Browser test of issue 9 item 9: NFTs whose stored metadata is hostile, as rows indexed before the
// indexer vetted it may hold (broken and script URLs, huge strings, HTML in text, attributes of
// unknown types, metadata that is an array), still show their detail page: text as text, no error
// boundary, nothing thrown in the page (docs/security.md, hostile metadata).
import { describe, expect, it, onTestFinished } from 'vitest';
import { nftAttributes, nfts } from '@nft/db';
import { browserSuite } from './harness/browser-suite';
import { collectConsoleErrors } from './harness/console-errors';
import { eventually } from './harness/eventually';

const suite = browserSuite({ seedDemoData: true });

const html = '<img src=x onerror="window.__hostile=1"><script>window.__hostile=1</script>';
const huge = 'A'.repeat(100_000);

const variants = [
  {
    name: `Broken link ${html}`.slice(0, 200),
    externalUrl: 'http://',
    description: html,
    metadata: { name: html, external_url: 'http://', attributes: [{ trait_type: { a: 1 }, value: [1, 2] }, null, 7] },
  },
  { name: 'Script link', externalUrl: 'javascript:alert(1)', description: huge, metadata: ['not', 'an', 'object'] },
  {
    name: 'Nested junk',
    externalUrl: `https://${'x'.repeat(5_000)}`,
    description: null,
    metadata: { name: { nested: { deeper: [huge] } }, image: 42, attributes: 'junk' },
  },
] as const;

describe('NFT detail page with hostile metadata', () => {
  it('renders every hostile NFT without the error boundary, its name as text, nothing thrown or run', async () => {
    const { db } = suite.server.database;
    // Copies of a demo NFT under fresh token ids, with the hostile fields an old row may hold.
    const [template] = await db.select().from(nfts).limit(1);
    if (!template) throw new Error('the demo seed has no NFT');
    const { id: _id, ...base } = template;
    const rows = await db
      .insert(nfts)
      .values(
        variants.map((variant, i) => ({
          ...base,
          tokenId: String(990_000 + i),
          name: variant.name,
          description: variant.description,
          externalUrl: variant.externalUrl,
          metadata: variant.metadata as unknown as Record<string, unknown>,
        })),
      )
      .returning({
        id: nfts.id,
        chain: nfts.chain,
        contractAddress: nfts.contractAddress,
        tokenId: nfts.tokenId,
        collectionId: nfts.collectionId,
      });
    for (const row of rows) {
      await db.insert(nftAttributes).values([
        { nftId: row.id, collectionId: row.collectionId, traitType: html.slice(0, 100), value: huge, displayType: 'text' },
        {
          nftId: row.id,
          collectionId: row.collectionId,
          traitType: 'Level without numbers',
          value: 'x',
          displayType: 'level',
          numericValue: null,
          maxValue: null,
        },
        {
          nftId: row.id,
          collectionId: row.collectionId,
          traitType: 'Enormous stat',
          value: '9'.repeat(100),
          displayType: 'stat',
          numericValue: '9'.repeat(100),
          maxValue: '0',
        },
      ]);
    }

    for (const [i, row] of rows.entries()) {
      const page = await suite.browser.newPage();
      onTestFinished(() => page.close());
      const errors = collectConsoleErrors(page);
      await page.goto(`${suite.server.url}/nft-detail/${row.chain}/${row.contractAddress}/${row.tokenId}`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect.poll(() => heading.textContent(), eventually).toBe(variants[i]!.name);
      await page.locator('[data-attribute="Level without numbers"]').waitFor();
      // The page settled with its attributes; the boundary's text and injected markup are absent.
      await expect.poll(() => page.getByText('Something went wrong').count(), eventually).toBe(0);
      await expect.poll(() => page.locator('img[src="x"]').count(), eventually).toBe(0);
      await expect.poll(() => page.evaluate(() => (window as unknown as { __hostile?: number }).__hostile ?? null), eventually).toBeNull();
      await expect.poll(() => page.locator('[data-detail="external"] a').count(), eventually).toBe(0);
      expect(errors).toEqual([]);
    }
  });
});

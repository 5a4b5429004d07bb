import { describe, expect, it } from 'vitest';
import en from '../../../i18n/pages/en.json';
import ja from '../../../i18n/pages/ja.json';
import { parseMarkdown } from '../markdown/parse-markdown';
import { guideSlugs, loadGuide } from './guides';

describe('guides', () => {
  it.each(guideSlugs)('%s exists in English and Japanese, titled, with its menu name in both catalogues', async (slug) => {
    for (const [language, texts] of [
      ['en', en],
      ['ja', ja],
    ] as const) {
      const blocks = parseMarkdown(await loadGuide(slug, language));
      expect(blocks[0]).toMatchObject({ kind: 'heading', level: 1 });
      expect(blocks.length).toBeGreaterThan(3);
      expect(texts.guides.titles[slug].trim()).not.toBe('');
    }
  });

  it('links only to guides and pages that exist', async () => {
    const internal = /\]\((\/[^)]*)\)/g;
    for (const slug of guideSlugs) {
      for (const language of ['en', 'ja'] as const) {
        for (const [, href] of (await loadGuide(slug, language)).matchAll(internal)) {
          const target = /^\/guides\/(.+)$/.exec(href!)?.[1];
          if (target) expect(guideSlugs).toContain(target);
          else expect(['/term-of-service', '/privacy-policy']).toContain(href);
        }
      }
    }
  });
});

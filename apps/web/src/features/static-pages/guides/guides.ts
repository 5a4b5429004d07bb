import type { Language } from '../../../i18n/language';

/**
 * The creator-platform pages of the spec as in-app guides (docs/decisions/039-legal-texts-guides-and-footer-links.md),
 * in the order the guide menu lists them. Each is a Markdown file per language in ./content, loaded with its page.
 */
export const guideSlugs = [
  'intro',
  'create-and-mint',
  'staking',
  'campaign',
  'web3',
  'web3-wallet',
  'create-wallet',
  'nft-marketplace',
  'about',
  'media-kits',
  'faq',
] as const;
export type GuideSlug = (typeof guideSlugs)[number];

export function isGuideSlug(value: unknown): value is GuideSlug {
  return guideSlugs.some((slug) => slug === value);
}

// One chunk per file: a guide page loads only the guide it shows.
const files = import.meta.glob<string>('./content/*/*.md', { query: '?raw', import: 'default' });

/** The Markdown of one guide in one language. */
export function loadGuide(slug: GuideSlug, language: Language): Promise<string> {
  const load = files[`./content/${language}/${slug}.md`];
  if (!load) return Promise.reject(new Error(`guide ${language}/${slug} is missing`));
  return load();
}

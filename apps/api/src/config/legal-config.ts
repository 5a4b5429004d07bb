import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import {
  defaultSiteLinks,
  legalDocumentKinds,
  locales,
  siteLinkKeys,
  type LegalDocumentKind,
  type Locale,
  type SiteLinks,
} from '@nft/api-contract';
import { repoRoot } from './repo-paths';

/** One legal text in one language, read once at start-up. */
export type LegalText = { version: string; effectiveDate: string; markdown: string };
export type LegalTexts = Readonly<Record<LegalDocumentKind, Readonly<Record<Locale, LegalText>>>>;

/** The variable that replaces each text, and the text shipped in the repository. */
const sources: Record<LegalDocumentKind, { variable: string; defaultTemplate: string }> = {
  terms: { variable: 'LEGAL_TERMS_FILE', defaultTemplate: 'apps/api/src/modules/legal/texts/terms.{lang}.md' },
  privacy: { variable: 'LEGAL_PRIVACY_FILE', defaultTemplate: 'apps/api/src/modules/legal/texts/privacy.{lang}.md' },
};

export const legalFileSchema = z
  .string()
  .refine(
    (value) => value.includes('{lang}'),
    'must be a path containing {lang}, which is replaced by en and ja (e.g. /etc/market/terms.{lang}.md)',
  );

const frontMatterSchema = z.object({
  version: z.string({ error: 'needs a version: line' }).min(1, 'needs a version').max(40, 'version: at most 40 characters'),
  effective: z.iso.date({ error: 'effective: must be a date, YYYY-MM-DD' }),
});

/**
 * Splits `---\nversion: 1.0\neffective: 2026-11-26\n---\n<markdown>` into its parts; the front matter
 * is plain `key: value` lines (no YAML library for two fields).
 */
export function parseLegalText(source: string): LegalText | string {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source.replace(/^\uFEFF/, ''));
  if (!match) return 'must start with front matter: ---, version: <version>, effective: <YYYY-MM-DD>, ---';
  const fields = Object.fromEntries(
    match[1]!
      .split(/\r?\n/)
      .map((line) => /^\s*([a-z]+)\s*:\s*(.*?)\s*$/.exec(line))
      .flatMap((found) => (found ? [[found[1], found[2]!.replace(/^["']|["']$/g, '')]] : [])),
  );
  const parsed = frontMatterSchema.safeParse(fields);
  if (!parsed.success) return parsed.error.issues.map((issue) => issue.message).join('; ');
  const markdown = match[2]!.trim();
  if (markdown === '') return 'has no text after its front matter';
  return { version: parsed.data.version, effectiveDate: parsed.data.effective, markdown };
}

/** Reads every legal text; each missing or malformed file adds a problem instead of stopping at the first. */
export function readLegalTexts(configured: Partial<Record<LegalDocumentKind, string>>, problems: string[]): LegalTexts {
  const texts = {} as Record<LegalDocumentKind, Record<Locale, LegalText>>;
  for (const kind of legalDocumentKinds) {
    const { variable, defaultTemplate } = sources[kind];
    const template = configured[kind] ?? resolve(repoRoot, defaultTemplate);
    texts[kind] = {} as Record<Locale, LegalText>;
    for (const lang of locales) {
      const file = template.replaceAll('{lang}', lang);
      let source: string;
      try {
        source = readFileSync(file, 'utf8');
      } catch (error) {
        problems.push(`${variable}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`);
        continue;
      }
      const text = parseLegalText(source);
      if (typeof text === 'string') problems.push(`${variable}: ${file} ${text}`);
      else texts[kind][lang] = text;
    }
  }
  return texts;
}

/** The footer's links on a fresh install (the contract's, which the web app shows until the API answers). */
export { defaultSiteLinks };

// Only web and mail addresses: a `javascript:` link in the footer would run in the app's origin.
const siteLink = z
  .string()
  .refine((value) => /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i.test(value) && URL.canParse(value), 'must be an http(s):// or mailto: URL')
  .nullable();

/** SITE_LINKS: JSON `{"documentation":"https://...","twitter":null}`; keys left out keep their default, null hides. */
export const siteLinksEnvSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON like {"documentation":"https://docs.example.com","twitter":null}' });
      return z.NEVER;
    }
  })
  .pipe(
    z.strictObject(
      Object.fromEntries(siteLinkKeys.map((key) => [key, siteLink.optional()])) as Record<keyof SiteLinks, z.ZodOptional<typeof siteLink>>,
    ),
  )
  .transform((links): SiteLinks => ({
    ...defaultSiteLinks,
    ...Object.fromEntries(Object.entries(links).filter(([, value]) => value !== undefined)),
  }));

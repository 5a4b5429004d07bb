import { z } from 'zod';
import { locales } from '../messages/locale';

/** The operator's legal texts (docs/decisions/039-legal-texts-guides-and-footer-links.md). */
export const legalDocumentKinds = ['terms', 'privacy'] as const;
export type LegalDocumentKind = (typeof legalDocumentKinds)[number];

export const legalParamsSchema = z.object({
  kind: z.enum(legalDocumentKinds).describe('terms: the terms of service; privacy: the privacy policy'),
});

export const legalQuerySchema = z.object({
  lang: z.enum(locales).optional().describe('en or ja; without it, the language of the `locale` header'),
});

export const legalDocumentSchema = z.object({
  kind: z.enum(legalDocumentKinds),
  lang: z.enum(locales),
  version: z.string().describe('The version the operator gave the text (its front matter)'),
  effectiveDate: z.iso.date().describe('The day this version takes effect, YYYY-MM-DD'),
  markdown: z.string().describe('The text in Markdown, without its front matter; clients render it as text, never as HTML'),
});

/** The footer's external links an operator configures (SITE_LINKS); null hides the item. */
export const siteLinkKeys = [
  'applicationForm',
  'batchMigration',
  'voting',
  'documentation',
  'twitter',
  'medium',
  'discord',
  'instagram',
  'email',
  'profile',
] as const;
export type SiteLinkKey = (typeof siteLinkKeys)[number];

export const siteLinksSchema = z.object(
  Object.fromEntries(siteLinkKeys.map((key) => [key, z.string().nullable()])) as Record<SiteLinkKey, z.ZodNullable<z.ZodString>>,
);

export type LegalDocument = z.infer<typeof legalDocumentSchema>;
export type SiteLinks = z.infer<typeof siteLinksSchema>;

/**
 * The footer's links on a fresh install (the API's SITE_LINKS default, and what the web app shows until the API
 * answers): placeholders on the reserved `.example` domain. null is an item shown without a link (the spec's voting item).
 */
export const defaultSiteLinks: SiteLinks = {
  applicationForm: 'https://forms.marketplace.example/apply',
  batchMigration: 'https://docs.marketplace.example/guides/batch-migration',
  voting: null,
  documentation: 'https://docs.marketplace.example',
  twitter: 'https://twitter.com/nft_marketplace_example',
  medium: 'https://medium.com/@nft-marketplace-example',
  discord: 'https://discord.gg/nft-marketplace-example',
  instagram: 'https://www.instagram.com/nft_marketplace_example',
  email: 'mailto:hello@marketplace.example',
  profile: 'https://linktr.ee/nft_marketplace_example',
};

import type { FastifyInstance } from 'fastify';
import { legalDocumentSchema, legalParamsSchema, legalQuerySchema, parseLocale, siteLinksSchema, type SiteLinks } from '@nft/api-contract';
import { defineRoute } from '../../http/define-route';
import type { LegalTexts } from '../../config/legal-config';

/**
 * The terms, the privacy policy and the footer's external links, as the operator configured them at start-up
 * (docs/decisions/039-legal-texts-guides-and-footer-links.md).
 */
export function registerLegalRoutes(app: FastifyInstance, { legal, links }: { legal: LegalTexts; links: SiteLinks }): void {
  defineRoute(app, {
    method: 'GET',
    url: '/legal/:kind',
    summary: 'The terms of service or the privacy policy',
    description:
      'The Markdown text in English or Japanese with its version and effective date. Operators replace the shipped texts with LEGAL_TERMS_FILE and LEGAL_PRIVACY_FILE.',
    tags: ['site'],
    request: { params: legalParamsSchema, querystring: legalQuerySchema },
    response: legalDocumentSchema,
    handler: (request) => {
      const { kind } = request.params;
      const lang = request.query.lang ?? parseLocale(request.headers.locale);
      return { kind, lang, ...legal[kind][lang] };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/site/links',
    summary: "The footer's external links",
    description: 'Documentation, application form and social links (SITE_LINKS); null means the item has no link.',
    tags: ['site'],
    response: siteLinksSchema,
    handler: () => links,
  });
}

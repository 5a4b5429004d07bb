import type { SiteLinks } from '@nft/api-contract';

// The footer's external links come from the API (GET /v1/site/links, SITE_LINKS), so an operator changes them
// without rebuilding the app (docs/decisions/039-legal-texts-guides-and-footer-links.md). Until it answers the
// footer shows these: the contract's defaults (links.test.ts keeps them equal), written out here so the shell's
// first bundle does not carry the contract's schemas.
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

export type { SiteLinkKey, SiteLinks } from '@nft/api-contract';

/** The social networks of the footer (docs/product.md, spec section 2), in order; each is a key of the site links. */
export const socialNetworks = ['twitter', 'medium', 'discord', 'instagram', 'email', 'profile'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

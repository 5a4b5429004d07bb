import type { SiteLinkKey } from '../../../config/links';
import { paths, type AccountTab } from '../../../config/paths';
import type { TranslationCatalogue } from '../../../i18n/resources';

type LinkLabel = keyof TranslationCatalogue['footer']['links'];
type ColumnTitle = keyof TranslationCatalogue['footer']['columns'];

export type FooterItem =
  /** Goes to the connected account's tab; does nothing without an account (docs/product.md, spec section 2). */
  | { kind: 'account'; label: LinkLabel; tab: AccountTab }
  /** Opens the operator's link (SITE_LINKS) in a new tab; an item whose link is null is shown without one. */
  | { kind: 'external'; label: LinkLabel; link: SiteLinkKey }
  | { kind: 'internal'; label: LinkLabel; to: string };

export type FooterColumn = { title: ColumnTitle; items: readonly FooterItem[] };

/**
 * The four footer columns of docs/product.md (spec section 2), in order. The creator-platform pages are in-app
 * guides (features/static-pages); the application form, batch migration, voting and documentation are the
 * operator's own sites (docs/decisions/039-legal-texts-guides-and-footer-links.md).
 */
export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'my_account',
    items: [
      { kind: 'account', label: 'profile', tab: 'created' },
      { kind: 'account', label: 'earning', tab: 'activity' },
    ],
  },
  {
    title: 'intro_product',
    items: [
      { kind: 'internal', label: 'platform_intro', to: paths.guide('intro') },
      { kind: 'external', label: 'application_form', link: 'applicationForm' },
      { kind: 'internal', label: 'faq', to: paths.guide('faq') },
      { kind: 'internal', label: 'guide_create_collection', to: paths.guide('create-and-mint') },
      { kind: 'external', label: 'guide_batch_migration', link: 'batchMigration' },
      { kind: 'internal', label: 'guide_nuls_staking', to: paths.guide('staking') },
      { kind: 'external', label: 'voting', link: 'voting' },
      { kind: 'internal', label: 'campaign', to: paths.guide('campaign') },
    ],
  },
  {
    title: 'intro_web3',
    items: [
      { kind: 'internal', label: 'tutorial_blockchain', to: paths.guide('web3') },
      { kind: 'internal', label: 'tutorial_wallet', to: paths.guide('web3-wallet') },
      { kind: 'internal', label: 'tutorial_create_wallet', to: paths.guide('create-wallet') },
      { kind: 'internal', label: 'tutorial_marketplace', to: paths.guide('nft-marketplace') },
    ],
  },
  {
    title: 'about',
    items: [
      { kind: 'internal', label: 'about_us', to: paths.guide('about') },
      { kind: 'external', label: 'documentation', link: 'documentation' },
      { kind: 'internal', label: 'media_kits', to: paths.guide('media-kits') },
      { kind: 'internal', label: 'term_of_service', to: paths.termOfService() },
      { kind: 'internal', label: 'privacy_policy', to: paths.privacyPolicy() },
    ],
  },
];

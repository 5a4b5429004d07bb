import { externalLinks } from '../../../config/links';
import { paths, type AccountTab } from '../../../config/paths';
import type { TranslationCatalogue } from '../../../i18n/resources';

type LinkLabel = keyof TranslationCatalogue['footer']['links'];
type ColumnTitle = keyof TranslationCatalogue['footer']['columns'];

export type FooterItem =
  /** Goes to the connected account's tab; does nothing without an account (docs/product.md, spec section 2). */
  | { kind: 'account'; label: LinkLabel; tab: AccountTab }
  /** Opens in a new tab; `href: undefined` is an item the spec lists with an empty link. */
  | { kind: 'external'; label: LinkLabel; href: string | undefined }
  | { kind: 'internal'; label: LinkLabel; to: string };

export type FooterColumn = { title: ColumnTitle; items: readonly FooterItem[] };

/** The four footer columns of docs/product.md (spec section 2), in order. */
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
      { kind: 'external', label: 'application_form', href: externalLinks.applicationForm },
      { kind: 'external', label: 'faq', href: externalLinks.faq },
      { kind: 'external', label: 'guide_create_collection', href: externalLinks.guides.createCollection },
      { kind: 'external', label: 'guide_batch_migration', href: externalLinks.guides.batchMigration },
      { kind: 'external', label: 'guide_nuls_staking', href: externalLinks.guides.nulsNftStaking },
      { kind: 'external', label: 'voting', href: externalLinks.voting },
      { kind: 'external', label: 'campaign', href: externalLinks.campaignArticle },
    ],
  },
  {
    title: 'intro_web3',
    items: [
      { kind: 'external', label: 'tutorial_blockchain', href: externalLinks.tutorials.blockchain },
      { kind: 'external', label: 'tutorial_wallet', href: externalLinks.tutorials.wallet },
      { kind: 'external', label: 'tutorial_buy_crypto', href: externalLinks.tutorials.buyCrypto },
      { kind: 'external', label: 'tutorial_marketplace', href: externalLinks.tutorials.marketplace },
    ],
  },
  {
    title: 'about',
    items: [
      { kind: 'external', label: 'documentation', href: externalLinks.documentation },
      { kind: 'external', label: 'media_kits', href: externalLinks.mediaKits },
      { kind: 'internal', label: 'term_of_service', to: paths.termOfService() },
      { kind: 'internal', label: 'privacy_policy', to: paths.privacyPolicy() },
    ],
  },
];

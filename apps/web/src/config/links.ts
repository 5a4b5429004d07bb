// Every external address the UI shows, in one place, so an operator rebrands by editing one file.
// The values are placeholders on the reserved `.example` domain until the real pages exist.

const docs = 'https://docs.marketplace.example';

export const externalLinks = {
  applicationForm: 'https://forms.marketplace.example/apply',
  faq: `${docs}/faq`,
  guides: {
    createCollection: `${docs}/guides/create-and-mint-a-collection`,
    batchMigration: `${docs}/guides/batch-migration`,
    nulsNftStaking: `${docs}/guides/nuls-nft-staking`,
  },
  /** The spec lists the voting item with an empty link: it is shown but goes nowhere yet. */
  voting: undefined,
  campaignArticle: 'https://medium.com/@nft-marketplace-example/valentines-nft-design-contest',
  tutorials: {
    blockchain: `${docs}/web3/what-is-a-blockchain`,
    wallet: `${docs}/web3/web3-wallets`,
    buyCrypto: `${docs}/web3/how-to-buy-crypto`,
    marketplace: `${docs}/web3/how-an-nft-marketplace-works`,
  },
  documentation: docs,
  mediaKits: `${docs}/media-kits`,
} as const;

export const socialLinks = {
  twitter: 'https://twitter.com/nft_marketplace_example',
  medium: 'https://medium.com/@nft-marketplace-example',
  discord: 'https://discord.gg/nft-marketplace-example',
  instagram: 'https://www.instagram.com/nft_marketplace_example',
  email: 'mailto:hello@marketplace.example',
  profile: 'https://linktr.ee/nft_marketplace_example',
} as const;

export type SocialNetwork = keyof typeof socialLinks;

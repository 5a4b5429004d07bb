// Every route of the app, as a pattern for the router and a builder for links. Later code calls
// the builders and never concatenates URL strings, so parameters are always encoded.

export const routePatterns = {
  home: '/',
  account: '/account/:address/:type',
  editCollection: '/edit-collection/:collectionId?',
  createNft: '/create-nft/:collectionId?',
  marketPlace: '/market-place',
  nftDetail: '/nft-detail/:chain/:contractAddress/:tokenId',
  sell: '/sell/:chain/:contractAddress/:tokenId',
  collections: '/collections',
  collectionsByType: '/collections/:type',
  collectionDetail: '/collection-detail/:id/:type',
  stakeMarket: '/stake-market/:type',
  stakeEvent: '/stake-event/:id',
  editAccountInfo: '/edit-account-info',
  termOfService: '/term-of-service',
  privacyPolicy: '/privacy-policy',
  voteList: '/vote-list',
  voteListOngoing: '/vote-list/ongoing',
  voteListFinished: '/vote-list/finished',
  uploadVoteNft: '/upload-vote-nft/:id',
  voteActivity: '/vote-activity/:id',
  artist: '/artist/:id',
  mint: '/mint/:id',
  // A creator's new drop (docs/product.md "Drops"); its sale is then at /mint/:id.
  createDrop: '/create-drop',
  guide: '/guides/:slug',
  // Batch migration of an existing contract's NFTs into a collection (docs/product.md "Batch migration").
  batchMigration: '/batch-migration/:collectionId?',
  // The operator console (docs/product.md "Operator console"); the section is one of adminSections.
  admin: '/admin/:section?',
  // The signed-in account's private watchlist of collections (docs/product.md "Watchlist").
  watchlist: '/watchlist',
  // The signed-in account's notifications (docs/product.md "Notifications").
  notifications: '/notifications',
} as const;

export type RouteName = keyof typeof routePatterns;

/** The tabs of the account screen (docs/product.md, spec section 2, "My account"). */
export const accountTabs = ['collected', 'created', 'favorited', 'activity', 'offers', 'collections', 'staked'] as const;
export type AccountTab = (typeof accountTabs)[number];

/** Staking activities are either running or over (docs/product.md, spec section 4, "Staking"). */
export const stakeMarketTypes = ['ongoing', 'finished'] as const;
export type StakeMarketType = (typeof stakeMarketTypes)[number];

/** The operator console's sections (docs/product.md "Operator console"). */
export const adminSections = ['home', 'collections', 'reports', 'hidden', 'staking', 'migrations', 'contests', 'audit'] as const;
export type AdminSection = (typeof adminSections)[number];

type Segment = string | number | bigint;

function segment(value: Segment): string {
  return encodeURIComponent(String(value));
}

function optional(value: Segment | undefined): string {
  return value === undefined ? '' : `/${segment(value)}`;
}

export const paths = {
  home: () => '/',
  account: (address: string, tab: AccountTab) => `/account/${segment(address)}/${segment(tab)}`,
  editCollection: (collectionId?: Segment) => `/edit-collection${optional(collectionId)}`,
  createNft: (collectionId?: Segment) => `/create-nft${optional(collectionId)}`,
  marketPlace: () => '/market-place',
  nftDetail: (chain: string, contractAddress: string, tokenId: Segment) =>
    `/nft-detail/${segment(chain)}/${segment(contractAddress)}/${segment(tokenId)}`,
  sell: (chain: string, contractAddress: string, tokenId: Segment) =>
    `/sell/${segment(chain)}/${segment(contractAddress)}/${segment(tokenId)}`,
  collections: () => '/collections',
  collectionsByType: (type: string) => `/collections/${segment(type)}`,
  collectionDetail: (id: Segment, type: string) => `/collection-detail/${segment(id)}/${segment(type)}`,
  stakeMarket: (type: StakeMarketType) => `/stake-market/${segment(type)}`,
  stakeEvent: (id: Segment) => `/stake-event/${segment(id)}`,
  editAccountInfo: () => '/edit-account-info',
  termOfService: () => '/term-of-service',
  privacyPolicy: () => '/privacy-policy',
  voteList: () => '/vote-list',
  voteListOngoing: () => '/vote-list/ongoing',
  voteListFinished: () => '/vote-list/finished',
  uploadVoteNft: (id: Segment) => `/upload-vote-nft/${segment(id)}`,
  voteActivity: (id: Segment) => `/vote-activity/${segment(id)}`,
  artist: (id: Segment) => `/artist/${segment(id)}`,
  mint: (id: Segment) => `/mint/${segment(id)}`,
  createDrop: () => '/create-drop',
  /** A creator-platform guide (features/static-pages/guides). */
  guide: (slug: string) => `/guides/${segment(slug)}`,
  batchMigration: (collectionId?: Segment) => `/batch-migration${optional(collectionId)}`,
  admin: (section?: AdminSection) => `/admin${optional(section)}`,
  watchlist: () => '/watchlist',
  notifications: () => '/notifications',
} satisfies Record<RouteName, (...args: never[]) => string>;

// The contract between the API and its clients: every route's request and response schemas, the
// field rules with their messages in English and Japanese, and the shapes of shared values. The
// API validates with these schemas and the web app parses with the same ones, so a changed field
// is a type error on both sides (docs/decisions/025-api-contract-package.md).
export * from './fields/query-fields';
export * from './fields/form-fields';
export * from './fields/media-object';
export * from './fields/page';
export * from './messages/locale';
export * from './messages/field-messages';
export * from './routes/activity';
export * from './routes/chains';
export * from './routes/collections';
export * from './routes/price-history';
export * from './routes/collection-write';
export * from './routes/health';
export * from './routes/home';
export * from './routes/artists';
export * from './routes/nft-report';
export * from './routes/nft-favorite';
export * from './routes/watchlist';
export * from './routes/notifications';
export * from './routes/collection-holders';
export * from './routes/nft-unlockable';
export * from './routes/profiles';
export * from './routes/nfts';
export * from './routes/nft-list';
export * from './routes/accounts';
export * from './routes/auth';
export * from './routes/nft-delete';
export * from './routes/nft-hidden';
export * from './messages/error-messages';
export * from './messages/english-error-messages';
export * from './messages/japanese-error-messages';
export * from './routes/uploads';
export * from './routes/nft-draft';
export * from './routes/nft-refresh';
export * from './routes/orders';
export * from './routes/legal';
export * from './routes/admin-home';
export * from './routes/admin';
export * from './routes/staking';
export * from './routes/drops';
export * from './routes/batch-migrations';
export * from './routes/contests';
export * from './routes/live-events';
export * from './contest-vote';

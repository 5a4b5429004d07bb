// Every table, enum and relation of the product, split by domain. drizzle-kit reads this file.
// Column helpers stay internal; only the shared enum is part of the schema.
export { chainFamily } from './columns';
export * from './accounts';
export * from './profiles';
export * from './auth';
export * from './media';
export * from './collections';
export * from './contracts';
export * from './nfts';
export * from './nft-unlockables';
export * from './nft-attributes';
export * from './nft-drafts';
export * from './ownerships';
export * from './operator-approvals';
export * from './orders';
export * from './fills';
export * from './seaport-counters';
export * from './activity';
export * from './favorites';
export * from './reports';
export * from './admin-audit-log';
export * from './home-content';
export * from './indexer';
export * from './staking';
export * from './staking-rewards';
export * from './contests';
export * from './batch-migrations';
export * from './relations';

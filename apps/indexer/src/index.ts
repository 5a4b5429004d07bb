export { startIndexer, type RunningIndexer, type StartIndexerOptions } from './start-indexer';
export { indexedChainSchema, type IndexedChain } from './chains/indexed-chain';
export { indexedChainsFromRegistry } from './chains/indexed-chains-from-registry';
export type { MetadataJob, MetadataQueue } from '@nft/metadata';
export {
  startNulsSource,
  nulsChainFromRegistry,
  createNulsClient,
  withNulsTokenUris,
  NulsRpcError,
  type NulsSource,
  type NulsSourceOptions,
  type NulsClient,
  type NulsChainOption,
} from './nuls';
export { registerPlatformContracts } from './chains/register-platform-contracts';
export { royaltyReaderFor } from './metadata-pipeline/royalty-reader-for';
export { tokenUriReaderFor } from './metadata-pipeline/token-uri-reader-for';
export { loadPurgeConfig, PurgeConfigError, purgeStaleRows, startPurgeJob, type PurgeConfig, type PurgeCounts } from './maintenance';
export { maintainBook, startBookJob, type BookMaintenanceCounts } from './maintenance';

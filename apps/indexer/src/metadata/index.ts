export { fetchMetadata, type MetadataOutcome, type MetadataPipeline } from './fetch-metadata';
export { fetchMetadataJobName, metadataDedupeKey, metadataJobSchema } from './metadata-job';
export { createJobMetadataQueue, startMetadataWorker } from './metadata-worker';
export { createTokenUriReader, type TokenUriReader } from './read-token-uri';
export { safeFetch, type FetchedResource, type SafeFetchOptions } from './safe-fetch/safe-fetch';
export { SafeFetchError, type SafeFetchRefusal } from './safe-fetch/safe-fetch-error';
export { defaultMediaLimits, type MediaLimits } from '@nft/media';
export { loadMetadataFetchOptions, MetadataConfigError } from './metadata-config';
export { tokenUriReaderFor } from './token-uri-reader-for';

/** A token the metadata pipeline should read, fetch and store (issue 4's metadata work plugs in here). */
export interface MetadataJob {
  chain: string;
  contractAddress: string;
  tokenId: string;
  /** From the platform `Minted` event when seen in the same range; otherwise the pipeline reads tokenURI/uri itself. */
  tokenUri: string | null;
}

/**
 * Where the indexer hands newly minted tokens. Called after the rows are committed, so a job never
 * refers to a row a rollback has not yet made visible; implementations must tolerate repeats.
 */
export interface MetadataQueue {
  enqueue(job: MetadataJob): Promise<void>;
}

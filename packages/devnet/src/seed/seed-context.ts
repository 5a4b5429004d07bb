import type { DatabaseHandle } from '@nft/db';
import type { MediaStore } from '@nft/media';
import type { DevnetChain } from '../devnet/start-devnet';

/** Everything the demo seed writes to: the chains, the database and the media store. */
export interface SeedContext {
  chains: readonly DevnetChain[];
  database: DatabaseHandle;
  media: MediaStore;
  /** The marketplace origin (links to pages such as /account/<address>). */
  publicUrl: string;
  /** The media origin; token URIs and images point at `<mediaOrigin>/media/<key>`. Defaults to publicUrl. */
  mediaOrigin?: string;
}

export function mediaUrl(context: SeedContext, key: string): string {
  return `${(context.mediaOrigin ?? context.publicUrl).replace(/\/$/, '')}/media/${key}`;
}

import { z } from 'zod';
import { collectionListPageSchema, type createNftDraftBodySchema } from '@nft/api-contract';

/** POST /v1/nft-drafts: the body and the draft it answers, from the API contract. */
export { nftDraftSchema, type NftDraft } from '@nft/api-contract';
export type NftDraftBody = z.input<typeof createNftDraftBodySchema>;

/** The caller's collections (GET /v1/collections?creator=...): what the collection select needs. */
export const myCollectionsSchema = collectionListPageSchema;

export type MyCollection = z.infer<typeof myCollectionsSchema>['items'][number];

/** Only whether the indexer has the token yet: GET /v1/nfts/:chain/:contract/:tokenId answers 200. */
export const indexedNftSchema = z.object({ tokenId: z.string() }).passthrough();

import { z } from 'zod';

/** POST /v1/nft-drafts data (the web keeps its own copy of the response schema). */
export const nftDraftSchema = z.object({
  id: z.number().int(),
  chain: z.string(),
  collectionId: z.number().int().nullable(),
  tokenUri: z.string(),
  frozen: z.boolean(),
  copies: z.number().int(),
  mint: z.object({
    standard: z.enum(['ERC-721', 'ERC-1155']),
    contractAddress: z.string(),
    functionName: z.literal('mint'),
    args: z.array(z.string()),
    royaltyReceiver: z.string(),
    royaltyBps: z.number().int(),
  }),
});

export type NftDraft = z.infer<typeof nftDraftSchema>;

export type NftDraftBody = {
  chain: string;
  collectionId: number | null;
  name: string;
  description: string | null;
  mediaId: number;
  previewMediaId: number | null;
  externalLink: string | null;
  attributes: {
    traits: { type: string; value: string }[];
    levels: { type: string; value: number; max: number }[];
    stats: { type: string; value: number; max: number }[];
  };
  unlockableContent: string | null;
  copies: number;
  frozen: boolean;
};

/** The caller's collections (GET /v1/collections?creator=...): what the collection select needs. */
export const myCollectionsSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), chain: z.string(), name: z.string(), contractAddress: z.string().nullable() })),
  nextCursor: z.string().nullable(),
});

export type MyCollection = z.infer<typeof myCollectionsSchema>['items'][number];

/** Only whether the indexer has the token yet: GET /v1/nfts/:chain/:contract/:tokenId answers 200. */
export const indexedNftSchema = z.object({ tokenId: z.string() }).passthrough();

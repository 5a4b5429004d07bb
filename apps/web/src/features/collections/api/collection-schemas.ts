import type { z } from 'zod';
import type { Collection, createCollectionBodySchema, updateCollectionBodySchema } from '@nft/api-contract';

// A collection as the edit form needs it (GET /v1/collections/:id) and the bodies of
// POST /v1/collections and PATCH /v1/collections/:id, from the API contract.
export { collectionSchema as editableCollectionSchema, deletedCollectionSchema } from '@nft/api-contract';

export type EditableCollection = Collection;

/** What the form sends: a full create body, or the same fields as an edit (the chain cannot change). */
export type CollectionBody = z.input<typeof createCollectionBodySchema> | z.input<typeof updateCollectionBodySchema>;

import type { z } from 'zod';
import type { updateProfileBodySchema } from '@nft/api-contract';

/** GET /v1/accounts/:address and the body of PUT /v1/me/profile, from the API contract. */
export { accountProfileSchema, type AccountProfile } from '@nft/api-contract';

/** PUT /v1/me/profile: fields left out stay as they are; null clears one. */
export type ProfileBody = z.input<typeof updateProfileBodySchema>;

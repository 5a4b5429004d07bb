import { activityPageSchema, type Activity } from '../../../lib/activity-schema';
import { exploreCollectionSchema, exploreNftSchema, pageSchema } from '../../explore/api/explore-schemas';

export const accountNftPageSchema = pageSchema(exploreNftSchema);
export const accountCollectionPageSchema = pageSchema(exploreCollectionSchema);

/** GET /v1/accounts/:address/activity answers the shared activity rows. */
export const accountActivityPageSchema = activityPageSchema;
export type AccountActivity = Activity;

/** Account tabs served by GET /v1/accounts/:address/nfts. */
export type AccountNftTab = 'collected' | 'created' | 'favorited';

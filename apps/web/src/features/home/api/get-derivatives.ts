import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contentListSchema, homeDerivativeSchema } from './home-content-schemas';
import { homeQueryKeys } from './home-query-keys';

const responseSchema = contentListSchema(homeDerivativeSchema);

/** The re-creations (derivatives) of the home page, with their like counts and the caller's likes. */
export function getDerivatives({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/newfrontpage/derivative', responseSchema, { signal });
}

/** `viewer`: the signed-in address, or '' when anonymous; each viewer likes different items. */
export function derivativesQueryOptions(viewer: string) {
  return queryOptions({ queryKey: [...homeQueryKeys.derivatives, viewer], queryFn: ({ signal }) => getDerivatives({ signal }) });
}

import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contentListSchema, homeDerivativeSchema } from './home-content-schemas';
import { homeQueryKeys } from './home-query-keys';

const responseSchema = contentListSchema(homeDerivativeSchema);

/** The re-creations (derivatives) of the home page, with their like counts. */
export function getDerivatives({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/newfrontpage/derivative', responseSchema, { signal });
}

export function derivativesQueryOptions() {
  return queryOptions({ queryKey: homeQueryKeys.derivatives, queryFn: ({ signal }) => getDerivatives({ signal }) });
}

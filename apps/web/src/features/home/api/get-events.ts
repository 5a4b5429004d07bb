import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contentListSchema, homeEventSchema } from './home-content-schemas';
import { homeQueryKeys } from './home-query-keys';

const responseSchema = contentListSchema(homeEventSchema);

/** The popular events of the home page. */
export function getEvents({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/newfrontpage/event', responseSchema, { signal });
}

export function eventsQueryOptions() {
  return queryOptions({ queryKey: homeQueryKeys.events, queryFn: ({ signal }) => getEvents({ signal }) });
}

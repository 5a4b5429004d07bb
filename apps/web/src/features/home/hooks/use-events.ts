import { useQuery } from '@tanstack/react-query';
import { eventsQueryOptions } from '../api/get-events';

export function useEvents() {
  return useQuery(eventsQueryOptions());
}

import { useQuery } from '@tanstack/react-query';
import { getEditableCollection } from '../api/collection-api';

export const editableCollectionKey = (id: number) => ['collections', 'editable', id] as const;

/** The collection an edit page opens; no request without an id (the create page). */
export function useEditableCollection(id: number | undefined) {
  return useQuery({
    queryKey: editableCollectionKey(id ?? 0),
    queryFn: ({ signal }) => getEditableCollection(id!, signal),
    enabled: id !== undefined,
    retry: false,
  });
}

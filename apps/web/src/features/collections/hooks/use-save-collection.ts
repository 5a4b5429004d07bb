import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectionBody } from '../api/collection-schemas';
import { createCollection, updateCollection } from '../api/collection-api';

/** Creates a collection, or edits it when an id is given; cached lists are refreshed afterwards. */
export function useSaveCollection(id: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CollectionBody) => (id === undefined ? createCollection(body) : updateCollection(id, body)),
    onSuccess: () => client.invalidateQueries({ queryKey: ['collections'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCollection } from '../api/collection-api';

export function useDeleteCollection(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCollection(id),
    onSuccess: () => client.invalidateQueries({ queryKey: ['collections'] }),
  });
}

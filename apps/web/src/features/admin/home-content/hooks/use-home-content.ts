import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminHomeItem, HomeItemBody, HomeSection } from '@nft/api-contract';
import { adminHomeKeys, createHomeItem, deleteHomeItem, listHomeItems, reorderHomeItems, updateHomeItem } from '../api/admin-home-api';

/** One section's items, hidden and scheduled ones included. */
export function useHomeItems(section: HomeSection) {
  return useQuery({ queryKey: adminHomeKeys.section(section), queryFn: ({ signal }) => listHomeItems(section, signal) });
}

/** Create, edit, remove and reorder; each reloads the section's list from the server afterwards. */
export function useHomeItemMutations(section: HomeSection) {
  const client = useQueryClient();
  const key = adminHomeKeys.section(section);
  const reload = () => client.invalidateQueries({ queryKey: key });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: HomeItemBody }) =>
        id === null ? createHomeItem(section, body) : updateHomeItem(section, id, body),
      onSettled: reload,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteHomeItem(section, id), onSettled: reload }),
    reorder: useMutation({
      mutationFn: (ids: number[]) => reorderHomeItems(section, ids),
      onSuccess: (items: AdminHomeItem[]) => client.setQueryData(key, items),
      onError: reload,
    }),
  };
}

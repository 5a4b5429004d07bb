import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminHomeItem, HomeItemBody, HomeSection } from '@nft/api-contract';
import { adminHomeKeys, createHomeItem, deleteHomeItem, listHomeItems, reorderHomeItems, updateHomeItem } from '../api/admin-home-api';

const publicHomeKey = ['home'] as const;

/** One section's items, hidden and scheduled ones included. */
export function useHomeItems(section: HomeSection) {
  return useQuery({ queryKey: adminHomeKeys.section(section), queryFn: ({ signal }) => listHomeItems(section, signal) });
}

/** Create, edit, remove and reorder; each reloads the section's list from the server afterwards. */
export function useHomeItemMutations(section: HomeSection) {
  const client = useQueryClient();
  const key = adminHomeKeys.section(section);
  // The home page's own lists too (the home feature keys them under 'home'), so this tab shows the change at once.
  const reload = () => Promise.all([client.invalidateQueries({ queryKey: key }), client.invalidateQueries({ queryKey: publicHomeKey })]);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: HomeItemBody }) =>
        id === null ? createHomeItem(section, body) : updateHomeItem(section, id, body),
      onSettled: reload,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteHomeItem(section, id), onSettled: reload }),
    reorder: useMutation({
      mutationFn: (ids: number[]) => reorderHomeItems(section, ids),
      onSuccess: (items: AdminHomeItem[]) => {
        client.setQueryData(key, items);
        void client.invalidateQueries({ queryKey: publicHomeKey });
      },
      onError: reload,
    }),
  };
}

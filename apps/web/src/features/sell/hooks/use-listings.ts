import { useQuery } from '@tanstack/react-query';
import { getOrders } from '../api/orders-api';
import { orderKeys } from '../api/order-keys';

// Open listings are active or inactive (a lost approval returns); both can be cancelled.
const open = (items: Awaited<ReturnType<typeof getOrders>>['items']) =>
  items.filter((order) => order.status === 'active' || order.status === 'inactive');

/** `maker`'s open listings of one token (the NFT page's owner panel). */
export function useTokenListings(chain: string, contract: string, tokenId: string, maker: string | undefined) {
  return useQuery({
    queryKey: [...orderKeys.ofToken(chain, contract, tokenId), maker?.toLowerCase()],
    enabled: maker !== undefined,
    queryFn: async ({ signal }) => open((await getOrders({ chain, contract, tokenId, side: 'listing', maker, limit: 100 }, signal)).items),
  });
}

/** Every open listing of `maker` (the account page), on all chains, each naming its NFT (include=nft). */
export function useMakerListings(maker: string, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.ofMaker(maker),
    enabled,
    queryFn: async ({ signal }) => {
      const [active, inactive] = await Promise.all([
        getOrders({ maker, side: 'listing', status: 'active', include: 'nft', limit: 100 }, signal),
        getOrders({ maker, side: 'listing', status: 'inactive', include: 'nft', limit: 100 }, signal),
      ]);
      return [...active.items, ...inactive.items];
    },
  });
}

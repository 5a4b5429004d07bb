import type { Order } from '@nft/api-contract';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useListingActions } from '../hooks/use-listing-actions';
import { ListingRow } from './listing-row';
import { LowerPriceDialog } from './lower-price-dialog';

type ListingsListProps = { orders: Order[]; titleOf?: (order: Order) => React.ReactNode };

/** The seller's open listings with their actions; one lower-price dialog at a time. */
export function ListingsList({ orders, titleOf }: ListingsListProps) {
  const actions = useListingActions();
  const [lowering, setLowering] = useState<Order>();
  const busyHash =
    (actions.cancel.isPending && actions.cancel.variables?.orderHash) ||
    (actions.cancelOnChain.isPending && actions.cancelOnChain.variables?.orderHash) ||
    undefined;
  return (
    <Stack gap="sm">
      {orders.map((order) => (
        <ListingRow
          key={order.orderHash}
          order={order}
          title={titleOf?.(order)}
          busy={busyHash === order.orderHash}
          onCancel={() => actions.cancel.mutate(order)}
          onCancelOnChain={() => actions.cancelOnChain.mutate(order)}
          onLowerPrice={() => setLowering(order)}
        />
      ))}
      {lowering && <LowerPriceDialog key={lowering.orderHash} order={lowering} opened onClose={() => setLowering(undefined)} />}
    </Stack>
  );
}

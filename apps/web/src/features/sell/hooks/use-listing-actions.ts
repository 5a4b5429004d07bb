import type { Order } from '@nft/api-contract';
import { seaportAbi } from '@nft/contracts/abi';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { toast } from '../../../components/ui/toast';
import { getChainRegistry } from '../../../lib/chain-registry/get-chain-registry';
import { cancelOrder, getOrderParameters } from '../api/orders-api';
import { listingDependentKeys } from '../api/order-keys';
import { keptOrder } from '../model/kept-orders';
import { signedComponents } from '../model/signed-components';
import { useDescribeError } from './use-describe-error';

/** The chain's Seaport (the registry's exchange address). */
async function seaportOf(chain: string): Promise<Address> {
  const entry = (await getChainRegistry()).chains.find((candidate) => candidate.symbol === chain);
  if (entry?.family !== 'evm' || !entry.registryContract) throw new Error(`no Seaport on ${chain}`);
  return entry.registryContract as Address;
}

/** A wallet transaction to the chain's Seaport, waited for until mined. */
async function sendToSeaport(chain: string, functionName: 'cancel' | 'incrementCounter', args: readonly unknown[]) {
  const wallet = await import('../../wallet/contract-write');
  const { hash } = await wallet.sendWalletTransaction({ chain, to: await seaportOf(chain), abi: seaportAbi, functionName, args });
  await wallet.waitForWalletReceipt({ chain, hash });
}

/** The signed order of a listing: kept by this browser at listing time, else served by the API. */
const signedOrderOf = (order: Pick<Order, 'chain' | 'orderHash'>) =>
  signedComponents({
    kept: () => keptOrder(order.chain, order.orderHash),
    fromApi: () => getOrderParameters(order.chain, order.orderHash),
  });

/**
 * Managing listings (docs/product.md "Trading"): cancel gas-free (the API stops authorising the order),
 * cancel on chain (Seaport `cancel`, for a seller who wants it final without trusting the zone), and
 * cancel everything on a chain (Seaport `incrementCounter`: every order signed at the old counter dies).
 */
export function useListingActions() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const describe = useDescribeError();
  const refresh = () => {
    for (const queryKey of listingDependentKeys) void client.invalidateQueries({ queryKey: [...queryKey] });
  };
  const onFailure = (error: unknown) => toast.error({ title: t('errors.cancel_listing_failed'), message: describe(error) });
  const onSuccess = () => {
    toast.success({ message: t('messages.cancel_listing_success') });
    refresh();
  };

  const cancel = useMutation({
    mutationFn: (order: Pick<Order, 'chain' | 'orderHash'>) => cancelOrder(order.chain, order.orderHash),
    onSuccess,
    onError: onFailure,
  });

  const cancelOnChain = useMutation({
    mutationFn: async (order: Pick<Order, 'chain' | 'orderHash'>) => {
      const components = await signedOrderOf(order);
      if (!components) throw new Error(t('sell.manage.no_signed_order'));
      await sendToSeaport(order.chain, 'cancel', [[components]]);
    },
    onSuccess,
    onError: onFailure,
  });

  const cancelAll = useMutation({
    mutationFn: (chain: string) => sendToSeaport(chain, 'incrementCounter', []),
    onSuccess,
    onError: onFailure,
  });

  return { cancel, cancelOnChain, cancelAll };
}

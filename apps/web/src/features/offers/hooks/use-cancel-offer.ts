import type { Order } from '@nft/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { cancelOrder } from '../api/offers-api';
import { offerDependentKeys } from '../api/offer-keys';
import { useDescribeError } from './use-describe-error';

/** The maker's gas-free cancel (spec section 8: "Offer successfully cancelled!" / "Failed to cancel offer!"). */
export function useCancelOffer() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const describe = useDescribeError();
  return useMutation({
    mutationFn: (order: Pick<Order, 'chain' | 'orderHash'>) => cancelOrder(order.chain, order.orderHash),
    onSuccess: () => toast.success({ message: t('messages.cancel_offer_success') }),
    onError: (error) => toast.error({ title: t('errors.cancel_offer_failed'), message: describe(error) }),
    onSettled: () => {
      for (const queryKey of offerDependentKeys) void client.invalidateQueries({ queryKey: [...queryKey] });
    },
  });
}

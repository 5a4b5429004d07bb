import type { Order } from '@nft/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address, Hex } from 'viem';
import { toast } from '../../../components/ui/toast';
import { fillOrder } from '../api/offers-api';
import { offerDependentKeys } from '../api/offer-keys';
import { useDescribeError } from './use-describe-error';

/**
 * The owner accepts an offer: the fill route answers the currency approvals for fee and royalty (Seaport takes
 * them from the accepting owner) and the fulfilment with the zone's authorisation; each is sent and mined in turn.
 * A collection or trait offer names the token sold into it (`tokenId`).
 */
export function useAcceptOffer() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const describe = useDescribeError();
  const [accepting, setAccepting] = useState<string>();

  async function accept(order: Order, tokenId: string | undefined) {
    if (accepting) return false;
    setAccepting(order.orderHash);
    try {
      const wallet = await import('../../wallet/contract-write');
      const fill = await fillOrder(order.chain, order.orderHash, order.tokenId === null && tokenId ? { tokenId } : {});
      for (const transaction of [...fill.steps, fill.transaction]) {
        const { hash } = await wallet.sendRawWalletTransaction({
          chain: order.chain,
          to: transaction.to as Address,
          data: transaction.data as Hex,
          value: BigInt(transaction.value),
        });
        await wallet.waitForWalletReceipt({ chain: order.chain, hash });
      }
      toast.success({ message: t('offers.accepted') });
      return true;
    } catch (error) {
      toast.error({ title: t('offers.accept_failed'), message: describe(error) });
      return false;
    } finally {
      setAccepting(undefined);
      for (const queryKey of offerDependentKeys) void client.invalidateQueries({ queryKey: [...queryKey] });
    }
  }

  return { accept, accepting };
}

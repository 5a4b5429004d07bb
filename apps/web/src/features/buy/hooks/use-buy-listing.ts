import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { fillOrder } from '../api/fill-order';
import { getNft } from '../api/get-nft';
import type { Order, OrderFillResponse } from '../api/buy-schemas';
import { currentListingPrice, priceForQuantity } from '../model/current-price';
import { signedInBuyer } from '../model/buyer';
import { holdingOf } from '../model/holding';
import { usePurchase } from './use-purchase';

const zeroAddress = '0x0000000000000000000000000000000000000000';

type Filled = OrderFillResponse & { buyer: string; before: bigint };

/**
 * Buys `quantity` copies of one listing: the fill route, the balance check, the wallet, the block,
 * then the marketplace showing the buyer's new holding (docs/product.md, spec section 4 "Buy").
 */
export function useBuyListing() {
  const { t } = useTranslation();
  const purchase = usePurchase<Filled>();
  return {
    ...purchase,
    buy: async (order: Order, quantity: bigint) => {
      const result = await purchase.run(order.chain, {
        async prepare() {
          const buyer = await signedInBuyer();
          const nft = { chain: order.chain, contractAddress: order.contract, tokenId: order.tokenId ?? '0' };
          const before = holdingOf(await getNft(nft), buyer);
          const partial = BigInt(order.quantity) > 1n ? Number(quantity) : undefined;
          const filled = await fillOrder(order.chain, order.orderHash, partial);
          return { ...filled, buyer, before };
        },
        async checkFunds(filled) {
          const { checkBuyerFunds } = await import('../model/wallet-calls');
          const native = order.currency.toLowerCase() === zeroAddress;
          const price = native
            ? BigInt(filled.transaction.value)
            : priceForQuantity(currentListingPrice(order, Date.now() / 1000), BigInt(order.quantity), quantity);
          return checkBuyerFunds({
            chain: order.chain,
            buyer: filled.buyer,
            currency: order.currency,
            price,
            transaction: filled.transaction,
          });
        },
        async indexed(filled) {
          const nft = await getNft({ chain: order.chain, contractAddress: order.contract, tokenId: order.tokenId ?? '0' });
          return holdingOf(nft, filled.buyer) >= filled.before + quantity;
        },
      });
      // A toast outlives the dialog: the page re-renders for the new owner (no buy button any more).
      if (result?.progress.status === 'done') toast.success({ message: result.progress.slow ? t('buy.slow') : t('buy.success') });
      return result;
    },
  };
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import {
  checkBuyerFunds,
  fillCart,
  fulfilledOrderHashes,
  getNft,
  holdingOf,
  signedInBuyer,
  usePurchase,
  type CartFillResponse,
} from '../../buy/purchase';
import { cartTotals } from '../model/cart-price';
import { cartStore, type CartItem } from '../model/cart-store';

type Prepared = CartFillResponse & { buyer: string; before: Map<string, bigint> };
export type CartOutcome = { skipped: CartItem[]; bought: CartItem[] };

const zeroAddress = '0x0000000000000000000000000000000000000000';
const tokenKey = (item: Pick<CartItem, 'contract' | 'tokenId'>) => `${item.contract.toLowerCase()}/${item.tokenId}`;

/**
 * "Buy all": one transaction for a chain's cart (POST /v1/cart/fill). Listings that can no longer
 * be bought are removed and named before the wallet opens; after the receipt the cart says which
 * were bought (Seaport skips, without charging, any that sold out before the transaction landed).
 */
export function useBuyCart(chain: string) {
  const { t } = useTranslation();
  const purchase = usePurchase<Prepared>();
  const [outcome, setOutcome] = useState<CartOutcome>({ skipped: [], bought: [] });

  async function buyAll(items: CartItem[]) {
    setOutcome({ skipped: [], bought: [] });
    let skipped: CartItem[] = [];
    const byHash = new Map(items.map((item) => [item.orderHash.toLowerCase(), item]));
    const result = await purchase.run(chain, {
      async prepare() {
        const buyer = await signedInBuyer();
        const filled = await fillCart({
          chain,
          items: items.map((item) => ({
            orderHash: item.orderHash,
            quantity: BigInt(item.listed) > 1n ? Number(item.quantity) : undefined,
          })),
        });
        skipped = filled.skipped.flatMap((entry) => byHash.get(entry.orderHash.toLowerCase()) ?? []);
        if (skipped.length > 0) {
          cartStore.remove(
            chain,
            skipped.map((item) => item.orderHash),
          );
          setOutcome({ skipped, bought: [] });
          toast.warning({
            message: t('cart.skipped_toast', { count: skipped.length, names: skipped.map((item) => item.name).join(', ') }),
          });
        }
        if (filled.included.length === 0) throw new Error(filled.skipped[0]?.message ?? t('cart.failed'));
        const before = new Map<string, bigint>();
        for (const hash of filled.included) {
          const item = byHash.get(hash.toLowerCase());
          if (!item || before.has(tokenKey(item))) continue;
          const nft = await getNft({ chain, contractAddress: item.contract, tokenId: item.tokenId ?? '0' });
          before.set(tokenKey(item), holdingOf(nft, buyer));
        }
        return { ...filled, buyer, before };
      },
      async checkFunds(prepared) {
        const included = prepared.included.flatMap((hash) => byHash.get(hash.toLowerCase()) ?? []);
        const tokens = [...cartTotals(included, Date.now() / 1000)].filter(([currency]) => currency !== zeroAddress);
        // A cart pays in one currency per transaction in practice; a token cart is checked against that token.
        const [currency, price] = tokens[0] ?? [zeroAddress, BigInt(prepared.transaction.value)];
        return checkBuyerFunds({ chain, buyer: prepared.buyer, currency, price, transaction: prepared.transaction });
      },
      async indexed(prepared, receipt) {
        const fulfilled = await fulfilledOrderHashes(receipt);
        const wanted = new Map<string, bigint>();
        for (const hash of fulfilled) {
          const item = byHash.get(hash);
          if (item)
            wanted.set(tokenKey(item), (wanted.get(tokenKey(item)) ?? prepared.before.get(tokenKey(item)) ?? 0n) + BigInt(item.quantity));
        }
        for (const [key, expected] of wanted) {
          const [contractAddress = '', tokenId = '0'] = key.split('/');
          if (holdingOf(await getNft({ chain, contractAddress, tokenId }), prepared.buyer) < expected) return false;
        }
        return true;
      },
    });
    if (!result?.receipt || !result.prepared) return;
    const fulfilled = await fulfilledOrderHashes(result.receipt);
    const bought = result.prepared.included.flatMap((hash) =>
      fulfilled.has(hash.toLowerCase()) ? (byHash.get(hash.toLowerCase()) ?? []) : [],
    );
    const missed = result.prepared.included.flatMap((hash) =>
      fulfilled.has(hash.toLowerCase()) ? [] : (byHash.get(hash.toLowerCase()) ?? []),
    );
    // Bought items leave the cart; so do those sold to someone else just before (not charged).
    cartStore.remove(
      chain,
      [...bought, ...missed].map((item) => item.orderHash),
    );
    setOutcome({ skipped: [...skipped, ...missed], bought });
    if (bought.length > 0) toast.success({ message: t('cart.bought_toast', { count: bought.length }) });
  }

  return { ...purchase, outcome, buyAll };
}

import { ActionIcon } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CssHint } from '../../../components/ui/css-hint';
import { toast } from '../../../components/ui/toast';
import { useCarts } from '../hooks/use-carts';
import { addCheapestListing, type NftRef } from '../model/add-cheapest-listing';

/**
 * "Add to cart" on an explore card: the card only knows the best price, so the click reads the
 * token's listings and adds the cheapest one this viewer can buy now.
 */
export function AddNftToCart({ nft }: { nft: NftRef }) {
  const { t } = useTranslation();
  const carts = useCarts();
  const [pending, setPending] = useState(false);
  const key = `${nft.contractAddress.toLowerCase()}/${nft.tokenId}`;
  const inCart = (carts[nft.chain] ?? []).some((item) => `${item.contract.toLowerCase()}/${item.tokenId}` === key);

  async function add(event: React.MouseEvent) {
    // The card is a link to the NFT page: this button must not follow it.
    event.preventDefault();
    event.stopPropagation();
    if (inCart || pending) return;
    setPending(true);
    try {
      const outcome = await addCheapestListing(nft);
      if (outcome === 'unavailable') toast.warning({ message: t('cart.nothing_to_buy') });
      else if (outcome === 'added') toast.success({ message: t('cart.added') });
    } catch (error) {
      toast.error({ message: error instanceof Error ? error.message : t('errors.operation_error') });
    } finally {
      setPending(false);
    }
  }

  const label = inCart ? t('cart.in_cart') : t('cart.add');
  return (
    // The button's name says the same words: the hint is for the eye.
    <CssHint label={label} describes={false}>
      <ActionIcon
        variant={inCart ? 'filled' : 'default'}
        // 28 px: at least the 24 px target WCAG 2.2 asks (Lighthouse's target-size audit, bench/web).
        size="md"
        aria-label={label}
        aria-pressed={inCart}
        loading={pending}
        onClick={(event) => void add(event)}
        data-action="add-to-cart"
        data-in-cart={inCart || undefined}
      >
        <span aria-hidden>{inCart ? '✓' : '+'}</span>
      </ActionIcon>
    </CssHint>
  );
}

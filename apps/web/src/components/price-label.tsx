import { Text } from '@mantine/core';
import { usePriceText } from '../lib/price/use-price-text';

type PriceLabelProps = { chain: string; amount: string; currency: string | null; size?: string };

/** A base-unit price in its token's whole units and symbol (e.g. "1.5 ETH"). */
export function PriceLabel({ chain, amount, currency, size = 'sm' }: PriceLabelProps) {
  const text = usePriceText(chain, currency);
  return (
    <Text size={size} fw={700} data-price>
      {text(amount)}
    </Text>
  );
}

import { Text } from '@mantine/core';
import { useChainRegistry } from '../lib/chain-registry/use-chain-registry';
import { currencyOf } from '../lib/price/currency-of';
import { formatUnits } from '../lib/price/format-price';

type PriceLabelProps = { chain: string; amount: string; currency: string | null; size?: string };

/** A base-unit price in its token's whole units and symbol (e.g. "1.5 ETH"). */
export function PriceLabel({ chain, amount, currency, size = 'sm' }: PriceLabelProps) {
  const registry = useChainRegistry();
  const unit = currencyOf(
    registry.data?.chains.find((entry) => entry.symbol === chain),
    currency,
  );
  // Until the registry answers (or for an unknown token) the raw amount is still the truth.
  const text = unit ? `${formatUnits(amount, unit.decimals)} ${unit.symbol}` : amount;
  return (
    <Text size={size} fw={700} data-price>
      {text}
    </Text>
  );
}

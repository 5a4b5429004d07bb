import { useChainRegistry } from '../chain-registry/use-chain-registry';
import { currencyOf } from './currency-of';
import { formatUnits } from './format-price';

/**
 * Writes base-unit amounts of one token of a chain in whole units and its symbol ("1.5 ETH"). Until the registry
 * answers (or for a token it does not know) the raw amount is still the truth, so that is what it writes.
 */
export function usePriceText(chain: string | undefined, currency: string | null | undefined): (amount: string) => string {
  const registry = useChainRegistry();
  const unit = currencyOf(
    registry.data?.chains.find((entry) => entry.symbol === chain),
    currency ?? null,
  );
  return (amount) => (unit ? `${formatUnits(amount, unit.decimals)} ${unit.symbol}` : amount);
}

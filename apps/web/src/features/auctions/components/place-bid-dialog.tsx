import type { Order } from '@nft/api-contract';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { currencyOf } from '../../../lib/price/currency-of';
import { formatUnits } from '../../../lib/price/format-price';
import { useChainRegistry } from '../../../lib/chain-registry/use-chain-registry';
import { OrderStepsStepper, useOrderSteps } from '../../offers';
import { bidError, leastBid, type BidError } from '../model/bid-rule';

/** The least acceptable bid the API names when it refuses one under the increment (bid_too_low, details.minimumBid). */
function refusalLeastBid(failure: unknown): string | undefined {
  if (!isApiError(failure) || failure.code !== 'bid_too_low') return undefined;
  const details = failure.details as { minimumBid?: unknown } | undefined;
  return typeof details?.minimumBid === 'string' && /^\d+$/.test(details.minimumBid) ? details.minimumBid : undefined;
}

export type PlaceBidDialogProps = { auction: Order; highest: Order | undefined; title: string; onClose: () => void };

/**
 * A bid in the auction's currency (docs/product.md "Trading", Auctions): checked against the minimum and the
 * highest bid here, then the build route (increment, balance: "Not enough tokens!") and the offer steps.
 * Loaded on demand (React.lazy), never with the NFT page.
 */
export function PlaceBidDialog({ auction, highest, title, onClose }: PlaceBidDialogProps) {
  const { t } = useTranslation();
  const registry = useChainRegistry();
  const currency = currencyOf(
    registry.data?.chains.find((entry) => entry.symbol === auction.chain),
    auction.currency,
  );
  const flow = useOrderSteps();
  const [price, setPrice] = useState('');
  const [error, setError] = useState<BidError>();
  const running = flow.checking || flow.progress?.status === 'running';
  const floor = highest ? BigInt(highest.price) : undefined;
  const least = refusalLeastBid(flow.checkFailure);
  const rule = { minimum: BigInt(auction.price), highest: floor };
  // The least bid the book takes now, named before anything is asked ("More than 0.15" misled: it takes 0.1575).
  const shown = currency ? `${formatUnits(leastBid(rule).toString(), currency.decimals)} ${currency.symbol}` : '';

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!currency) return;
    const found = bidError(price, { ...rule, decimals: currency.decimals });
    setError(found);
    if (found) return;
    const body = {
      chain: auction.chain,
      side: 'bid' as const,
      auctionOrderHash: auction.orderHash,
      price: price.trim(),
      currency: auction.currency,
    };
    if (!flow.checked && !(await flow.check(body))) return;
    const result = await flow.start({ auctionOrderHash: auction.orderHash });
    if (result?.status === 'done') {
      toast.success({ message: t('auctions.bid_placed') });
      onClose();
    }
  }

  return (
    <Modal opened onClose={() => !running && onClose()} title={title} centered>
      <form onSubmit={(event) => void submit(event)} noValidate data-dialog="place-bid">
        <Stack>
          <TextInput
            label={currency ? `${t('auctions.bid_field')} (${currency.symbol})` : t('auctions.bid_field')}
            description={shown ? t('auctions.bid_hint', { amount: shown }) : undefined}
            inputMode="decimal"
            value={price}
            disabled={running}
            onChange={(event) => {
              setPrice(event.currentTarget.value);
              if (flow.checked || flow.checkError) flow.reset();
            }}
            error={error ? t(`auctions.errors.${error}`) : undefined}
            data-field="bid"
            required
          />
          {flow.checkError && (
            <Alert color="red" data-bid-error>
              {flow.checkError}
              {least !== undefined && currency && (
                <div data-least-bid={least}>
                  {t('auctions.least_bid', { amount: `${formatUnits(least, currency.decimals)} ${currency.symbol}` })}
                </div>
              )}
            </Alert>
          )}
          {flow.checked && <OrderStepsStepper build={flow.checked.build} progress={flow.progress} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={running}>
              {t('auctions.close')}
            </Button>
            <Button type="submit" loading={running} data-action="confirm-bid">
              {flow.progress?.status === 'failed' ? t('auctions.retry') : t('auctions.place_bid')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

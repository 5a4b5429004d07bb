import { Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceLabel } from '../../../components/price-label';
import { toast } from '../../../components/ui/toast';
import { useWalletSession } from '../../wallet';
import { getSweepCandidates, sweepMax } from '../api/sweep-candidates';
import { useCarts } from '../hooks/use-carts';
import { addCheapestListing } from '../model/add-cheapest-listing';
import { openCart } from '../model/cart-opener';
import { sweepCandidates, sweepTotals, type SweepCandidate } from '../model/sweep';

type SweepDialogProps = { collectionId: string; opened: boolean; onClose: () => void };

/** The tokens a sweep of this size takes, with their prices, and what they cost together per currency. */
function SweepSummary({ chosen }: { chosen: SweepCandidate[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Stack gap={2} mah={220} style={{ overflowY: 'auto' }} data-sweep-items>
        {chosen.map((nft) => (
          <Group key={`${nft.contractAddress}/${nft.tokenId}`} justify="space-between" wrap="nowrap" data-sweep-item={nft.tokenId}>
            <Text size="sm" truncate>
              {nft.name ?? `#${nft.tokenId}`}
            </Text>
            <PriceLabel chain={nft.chain} amount={nft.bestListing.price} currency={nft.bestListing.currency} />
          </Group>
        ))}
      </Stack>
      <Group justify="space-between" data-sweep-total>
        <Text fw={700}>{t('cart.sweep.total')}</Text>
        <Group gap="xs">
          {[...sweepTotals(chosen)].map(([currency, amount]) => (
            <PriceLabel key={currency} chain={chosen[0]!.chain} amount={amount.toString()} currency={currency || null} size="md" />
          ))}
        </Group>
      </Group>
    </Stack>
  );
}

/**
 * "Sweep": the cheapest items of a collection on sale at a fixed or declining price, as many as the slider says, into
 * the cart in one go, which then opens to buy them in one transaction (docs/product.md "Trading", cart).
 */
export default function SweepDialog({ collectionId, opened, onClose }: SweepDialogProps) {
  const { t } = useTranslation();
  const carts = useCarts();
  const session = useWalletSession();
  const viewer = session.status === 'disconnected' ? undefined : session.address;
  const list = useQuery({
    queryKey: ['sweep', collectionId],
    queryFn: ({ signal }) => getSweepCandidates(collectionId, { signal }),
    enabled: opened,
  });
  const [wanted, setWanted] = useState(5);
  const [adding, setAdding] = useState(false);
  const inCart = (nft: { chain: string; contractAddress: string; tokenId: string }) =>
    (carts[nft.chain] ?? []).some(
      (item) => item.contract.toLowerCase() === nft.contractAddress.toLowerCase() && item.tokenId === nft.tokenId,
    );
  const candidates = sweepCandidates(list.data?.items ?? [], inCart, viewer).slice(0, sweepMax);
  const count = Math.min(wanted, candidates.length);
  const chosen = candidates.slice(0, count);

  async function add() {
    setAdding(true);
    try {
      const outcomes = await Promise.all(chosen.map((nft) => addCheapestListing({ ...nft, name: nft.name ?? `#${nft.tokenId}` })));
      const added = outcomes.filter((outcome) => outcome === 'added').length;
      if (added > 0) toast.success({ message: t('cart.sweep.added', { count: added }) });
      if (added < chosen.length) toast.warning({ message: t('cart.sweep.missed', { count: chosen.length - added }) });
      onClose();
      if (added > 0) openCart();
    } catch (error) {
      toast.error({ message: error instanceof Error ? error.message : t('errors.operation_error') });
    } finally {
      setAdding(false);
    }
  }

  const empty = list.isSuccess && candidates.length === 0;
  return (
    <Modal opened={opened} onClose={onClose} title={t('cart.sweep.title')} centered data-sweep-dialog>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('cart.sweep.intro')}
        </Text>
        {list.isPending && <Text size="sm">{t('loading')}</Text>}
        {list.isError && <Text c="red">{t('errors.operation_error')}</Text>}
        {empty && <Text data-sweep-empty>{t('cart.sweep.none')}</Text>}
        {candidates.length > 0 && (
          <>
            <Text fw={700} data-sweep-count={count}>
              {t('cart.sweep.items', { count })}
            </Text>
            <Slider
              min={1}
              max={candidates.length}
              value={count}
              onChange={setWanted}
              label={null}
              thumbLabel={t('cart.sweep.how_many')}
              disabled={candidates.length === 1}
            />
            <SweepSummary chosen={chosen} />
            <Button onClick={() => void add()} loading={adding} data-action="sweep-add">
              {t('cart.sweep.add', { count })}
            </Button>
          </>
        )}
      </Stack>
    </Modal>
  );
}

import type { Order } from '@nft/api-contract';
import { Button, Divider, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { offerSplit } from '@nft/seaport';
import { useTranslation } from 'react-i18next';
import { PriceLabel } from '../../../components/price-label';
import { formatBasisPoints } from '../../../lib/price/format-basis-points';
import { shortAddress } from '../../../lib/short-address';

type AcceptOfferDialogProps = {
  order: Order;
  /** The token sold into the offer (a collection or trait offer's is chosen in the table). */
  tokenId: string;
  /** Its name where known ("Critter #4"); else it is named by its id. */
  tokenName?: string | undefined;
  accepting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * What accepting an offer pays the owner, before the wallet opens (as OpenSea's "Accept offer" does): the offer, the
 * marketplace fee and the creator royalty taken out of it, and what the owner receives, split exactly as the order pays
 * (@nft/seaport offerSplit). Accepting sells the NFT, so one click on the table only opens this.
 */
export function AcceptOfferDialog({ order, tokenId, tokenName, accepting, onConfirm, onClose }: AcceptOfferDialogProps) {
  const { t } = useTranslation();
  const feeBps = order.marketplaceFeeBps ?? 0;
  const royaltyBps = order.royaltyBps ?? 0;
  const split = offerSplit(BigInt(order.price), BigInt(order.quantity), feeBps, royaltyBps);
  const price = (amount: bigint, sign = '') => (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {sign && <Text size="sm">{sign}</Text>}
      <PriceLabel chain={order.chain} amount={amount.toString()} currency={order.currency} size="sm" />
    </Group>
  );
  return (
    <Modal opened onClose={() => !accepting && onClose()} title={t('offers.accept_title')} centered>
      <Stack gap="sm" data-dialog="accept-offer" data-order-hash={order.orderHash}>
        <Text size="sm">{t('offers.accept_sell', { name: tokenName ?? `#${tokenId}`, buyer: shortAddress(order.maker) })}</Text>
        <Table withRowBorders={false} verticalSpacing={2}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>{t('offers.accept_offer')}</Table.Td>
              <Table.Td data-accept-price>{price(BigInt(order.price))}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{t('sell.breakdown.fee', { percent: formatBasisPoints(feeBps) })}</Table.Td>
              <Table.Td data-accept-fee>{price(split.fee, '−')}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{t('sell.breakdown.royalty', { percent: formatBasisPoints(royaltyBps) })}</Table.Td>
              <Table.Td data-accept-royalty>{price(split.royalty, '−')}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Divider />
        <Group justify="space-between" px="xs">
          <Text fw={700}>{t('sell.breakdown.receive')}</Text>
          <div data-accept-receive={split.sellerReceives.toString()}>{price(split.sellerReceives)}</div>
        </Group>
        <Text size="xs" c="dimmed">
          {t('offers.accept_wallet')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={accepting}>
            {t('offers.close')}
          </Button>
          <Button onClick={onConfirm} loading={accepting} data-action="confirm-accept-offer">
            {t('offers.accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import type { Order } from '@nft/api-contract';
import { Badge, Button, Group, NativeSelect, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderTokenLink } from '../../../components/order-token-link';
import { AcceptOfferDialog } from './accept-offer-dialog';
import { PriceLabel } from '../../../components/price-label';
import { NoOffers } from './no-offers';
import { relativeTime } from '../../../lib/relative-time';
import { sameAddress } from '../../../lib/same-address';
import { shortAddress } from '../../../lib/short-address';
import { useAcceptOffer } from '../hooks/use-accept-offer';
import { useCancelOffer } from '../hooks/use-cancel-offer';
import { ScrollTable } from '../../../components/ui/scroll-table';

export type OffersTableProps = {
  offers: readonly Order[];
  viewer: string | undefined;
  /** The tokens the viewer could sell into this offer (an owner of matching items); none: no Accept. */
  acceptableTokens: (order: Order) => readonly string[];
  /** The account page lists offers of many NFTs: it names what each is for. */
  showTarget?: boolean;
  /** The name of a token the viewer may sell, where the page knows it (the NFT page): the accept summary says it. */
  tokenName?: (tokenId: string) => string | null | undefined;
};

function StatusBadge({ order }: { order: Order }) {
  const { t } = useTranslation();
  const color = order.status === 'active' ? 'teal' : order.status === 'inactive' ? 'yellow' : 'gray';
  return (
    <Badge
      color={color}
      variant="light"
      title={order.statusReason ? t(`offers.reasons.${order.statusReason}`) : undefined}
      data-offer-status={order.status}
    >
      {t(`offers.status.${order.status}`)}
    </Badge>
  );
}

/** What an offer is for: the token by name and picture, linked to its page (the list was read with include=nft), else
 * its contract and id; for a collection or trait offer, the collection by name. */
function TargetText({ order }: { order: Order }) {
  const { t } = useTranslation();
  const collection = order.collection?.name ?? shortAddress(order.contract);
  if (order.target === 'item' && order.tokenId !== null) {
    return <OrderTokenLink order={{ ...order, tokenId: order.tokenId }} data-offer-item />;
  }
  if (order.target === 'trait' && order.trait) {
    return (
      <Text size="sm">
        {t('offers.target_trait', order.trait)}{' '}
        <Text span size="xs" c="dimmed">
          · {collection}
        </Text>
      </Text>
    );
  }
  return <Text size="sm">{t('offers.target_collection', { contract: collection })}</Text>;
}

type AcceptControlProps = { tokens: readonly string[]; loading: boolean; disabled: boolean; onAccept: (tokenId: string) => void };

/** Accept, with a choice of the item to sell when the viewer holds several that match a collection or trait offer. */
function AcceptControl({ tokens, loading, disabled, onAccept }: AcceptControlProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(tokens[0]!);
  const tokenId = tokens.includes(chosen) ? chosen : tokens[0]!;
  return (
    <>
      {tokens.length > 1 && (
        <NativeSelect
          size="xs"
          aria-label={t('offers.sell_item')}
          value={tokenId}
          onChange={(event) => setChosen(event.currentTarget.value)}
          data={tokens.map((token) => ({ value: token, label: `#${token}` }))}
          data-field="accept-token"
        />
      )}
      <Button size="xs" loading={loading} disabled={disabled} onClick={() => onAccept(tokenId)} data-action="accept-offer">
        {t('offers.accept')}
      </Button>
    </>
  );
}

/** Price, from, expiry and status of offers, with Accept for an owner who may sell into one and Cancel for its maker. */
export function OffersTable({ offers, viewer, acceptableTokens, showTarget = false, tokenName }: OffersTableProps) {
  const { t, i18n } = useTranslation();
  const { accept, accepting } = useAcceptOffer();
  const cancel = useCancelOffer();
  const [confirming, setConfirming] = useState<{ order: Order; tokenId: string }>();
  if (offers.length === 0) return <NoOffers />;
  const nowSeconds = Math.floor(Date.now() / 1000);
  return (
    <ScrollTable minWidth={520}>
      {confirming && (
        <AcceptOfferDialog
          order={confirming.order}
          tokenId={confirming.tokenId}
          tokenName={
            tokenName?.(confirming.tokenId) ??
            (confirming.order.tokenId === confirming.tokenId ? confirming.order.nft?.name : undefined) ??
            undefined
          }
          accepting={accepting === confirming.order.orderHash}
          onConfirm={() => void accept(confirming.order, confirming.tokenId).then((done) => done && setConfirming(undefined))}
          onClose={() => setConfirming(undefined)}
        />
      )}
      <Table verticalSpacing="xs" data-offers-table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('offers.columns.price')}</Table.Th>
            {showTarget && <Table.Th>{t('offers.columns.target')}</Table.Th>}
            <Table.Th>{t('offers.columns.from')}</Table.Th>
            <Table.Th>{t('offers.columns.expiry')}</Table.Th>
            <Table.Th>{t('offers.columns.status')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offers.map((order) => {
            const own = sameAddress(order.maker, viewer);
            const tokens = !own && order.status === 'active' ? acceptableTokens(order) : [];
            const open = order.status === 'active' || order.status === 'inactive';
            return (
              <Table.Tr key={order.orderHash} data-offer-row={order.orderHash} data-offer-target={order.target}>
                <Table.Td>
                  <PriceLabel chain={order.chain} amount={order.price} currency={order.currency} />
                  {order.quantity !== '1' && (
                    <Text size="xs" c="dimmed">
                      {t('offers.copies', { count: Number(order.quantity) })}
                    </Text>
                  )}
                </Table.Td>
                {showTarget && (
                  <Table.Td>
                    <TargetText order={order} />
                  </Table.Td>
                )}
                <Table.Td>
                  <Text size="sm" title={order.maker} data-offer-maker={order.maker.toLowerCase()}>
                    {own ? t('offers.you') : shortAddress(order.maker)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {/* "in 6 days", as OpenSea says it; the date and time on hover. */}
                  <Text size="sm" title={new Date(order.endTime * 1000).toLocaleString(i18n.language)} data-offer-expiry>
                    {relativeTime(order.endTime, nowSeconds, i18n.language)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadge order={order} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    {tokens.length > 0 && (
                      <AcceptControl
                        tokens={tokens}
                        loading={accepting === order.orderHash}
                        disabled={accepting !== undefined && accepting !== order.orderHash}
                        onAccept={(tokenId) => setConfirming({ order, tokenId })}
                      />
                    )}
                    {own && open && (
                      <Button
                        size="xs"
                        variant="default"
                        loading={cancel.isPending && cancel.variables?.orderHash === order.orderHash}
                        onClick={() => cancel.mutate(order)}
                        data-action="cancel-offer"
                      >
                        {t('offers.cancel')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

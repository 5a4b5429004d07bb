import { Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PriceLabel } from '../../../components/price-label';
import { BuyPanel } from '../../buy';
import type { NftDetail } from '../api/nft-detail-schemas';

/**
 * Where OpenSea puts buying and selling: price, then Buy now / Make offer for others and Sell for
 * the owner. Buying and listing work; offers and auctions arrive with the next release, so the offer
 * button is in place, disabled, and says so (docs/product.md "Trading").
 */
export function TradePanel({ nft, isOwner }: { nft: NftDetail; isOwner: boolean }) {
  const { t } = useTranslation();
  const offersLater = t('nft_detail.trade.offers_next_release');
  return (
    <Card withBorder radius="lg" padding="md" data-section="trade">
      <Stack gap="sm">
        {nft.bestListing ? (
          <div>
            <Text size="sm" c="dimmed">
              {t('nft_detail.trade.current_price')}
            </Text>
            <PriceLabel chain={nft.chain} amount={nft.bestListing.price} currency={nft.bestListing.currency} size="xl" />
          </div>
        ) : (
          <Text size="sm" c="dimmed">
            {t('nft_detail.trade.not_listed')}
          </Text>
        )}
        <Group gap="lg">
          {nft.bestOffer && (
            <div>
              <Text size="xs" c="dimmed">
                {t('nft_detail.trade.best_offer')}
              </Text>
              <PriceLabel chain={nft.chain} amount={nft.bestOffer.price} currency={nft.bestOffer.currency} />
            </div>
          )}
          {nft.lastSale && (
            <div>
              <Text size="xs" c="dimmed">
                {t('nft_detail.trade.last_sale')}
              </Text>
              <PriceLabel chain={nft.chain} amount={nft.lastSale.price} currency={nft.lastSale.currency} />
            </div>
          )}
        </Group>
        <Group grow>
          {isOwner ? (
            <Button component={Link} to={paths.sell(nft.chain, nft.contractAddress, nft.tokenId)} data-action="sell">
              {t('nft_detail.trade.sell')}
            </Button>
          ) : (
            <>
              <BuyPanel nft={nft} name={nft.name ?? `#${nft.tokenId}`} />
              {/* A disabled button gets no pointer events; the wrapper carries the tooltip. */}
              <Tooltip label={offersLater}>
                <div>
                  <Button fullWidth variant="default" disabled data-action="make-offer">
                    {t('nft_detail.trade.make_offer')}
                  </Button>
                </div>
              </Tooltip>
            </>
          )}
        </Group>
        {!isOwner && (
          <Text size="xs" c="dimmed" data-note="offers">
            {offersLater}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

import type { Order } from '@nft/api-contract';
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceLabel } from '../../../components/price-label';
import { sameAddress } from '../../../lib/same-address';
import { shortAddress } from '../../../lib/short-address';
import { ensureAuthenticated } from '../../wallet';
import type { AuctionToken } from '../api/auctions-api';
import { useAuction } from '../hooks/use-auction';
import { useClock } from '../hooks/use-clock';
import { auctionPhase, biddingEnd, formatCountdown, highestBid, isLive, winningBid, type AuctionPhase } from '../model/auction-state';

// The bid table loads once there is a bid, the bid form and the wallet steps on the first click: never with an NFT page
// that has neither (docs/decisions/033).
const BidHistory = lazy(() => import('./bid-history').then((module) => ({ default: module.BidHistory })));
const PlaceBidDialog = lazy(() => import('./place-bid-dialog').then((module) => ({ default: module.PlaceBidDialog })));

function PhaseLine({
  phase,
  auction,
  bids,
  now,
  viewer,
}: {
  phase: AuctionPhase;
  auction: Order;
  bids: Order[];
  now: number;
  viewer?: string;
}) {
  const { t } = useTranslation();
  if (phase === 'running' || phase === 'upcoming') {
    const until = phase === 'running' ? biddingEnd(auction) : auction.startTime;
    return (
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {phase === 'running' ? t('auctions.ends_in') : t('auctions.starts_in')}
        </Text>
        <Text fw={700} ff="monospace" data-countdown={until - now}>
          {formatCountdown(until - now)}
        </Text>
      </Group>
    );
  }
  const winner = winningBid(bids);
  const buyer = winner ? (sameAddress(winner.maker, viewer) ? t('auctions.you') : shortAddress(winner.maker)) : '';
  return (
    <Text size="sm" fw={600} data-auction-outcome={phase} data-auction-winner={winner?.maker.toLowerCase()}>
      {t(`auctions.phase.${phase}`, { buyer })}
    </Text>
  );
}

/**
 * The NFT page's auction (docs/product.md "Trading", Auctions): minimum, highest bid, a live countdown, "Place bid",
 * the bid history and, after the end, settling… / sold to X / ended unsold. Nothing when the token was never auctioned.
 */
export function AuctionPanel({ nft, name, viewer }: { nft: AuctionToken; name: string; viewer: string | undefined }) {
  const { t } = useTranslation();
  const { auction, bids } = useAuction(nft);
  const [bidding, setBidding] = useState(false);
  const phaseNow = auction ? auctionPhase(auction, Math.floor(Date.now() / 1000)) : undefined;
  const now = useClock(phaseNow !== undefined && isLive(phaseNow));
  if (!auction) return null;
  const phase = auctionPhase(auction, now);
  // After the sale the winning bid is filled, no longer active: it is still the highest bid shown.
  const highest = highestBid(bids) ?? winningBid(bids);
  const seller = sameAddress(auction.maker, viewer);
  return (
    <Card withBorder radius="lg" padding="md" data-section="auction" data-auction-phase={phase} data-auction-hash={auction.orderHash}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('auctions.title')}
        </Title>
        <Group gap="xl">
          <div>
            <Text size="xs" c="dimmed">
              {t('auctions.minimum')}
            </Text>
            <div data-auction-minimum={auction.price}>
              <PriceLabel chain={auction.chain} amount={auction.price} currency={auction.currency} />
            </div>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('auctions.highest')}
            </Text>
            {highest ? (
              <div data-auction-highest={highest.price}>
                <PriceLabel chain={highest.chain} amount={highest.price} currency={highest.currency} size="lg" />
              </div>
            ) : (
              <Text size="sm" c="dimmed" data-auction-highest="">
                {t('auctions.no_bids')}
              </Text>
            )}
          </div>
        </Group>
        <PhaseLine phase={phase} auction={auction} bids={bids} now={now} viewer={viewer} />
        {phase === 'running' && !seller && (
          <Button onClick={() => void ensureAuthenticated().then((signedIn) => signedIn && setBidding(true))} data-action="place-bid">
            {t('auctions.place_bid')}
          </Button>
        )}
        {phase === 'running' && seller && (
          <Text size="sm" c="dimmed">
            {t('auctions.own_auction')}
          </Text>
        )}
        <Title order={3} size="h6">
          {t('auctions.history')}
        </Title>
        {bids.length === 0 ? (
          <Text size="sm" c="dimmed" data-bids-empty>
            {t('auctions.no_bids')}
          </Text>
        ) : (
          <Suspense fallback={<Skeleton height={40 * (bids.length + 1)} />}>
            <BidHistory bids={bids} viewer={viewer} />
          </Suspense>
        )}
      </Stack>
      {bidding && (
        <Suspense fallback={null}>
          <PlaceBidDialog auction={auction} highest={highest} title={t('auctions.bid_title', { name })} onClose={() => setBidding(false)} />
        </Suspense>
      )}
    </Card>
  );
}

import { Alert, Anchor, Button, Card, Container, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MediaImage } from '../../../components/media-image';
import { paths } from '../../../config/paths';
import { AuctionSellForm } from '../../auctions';
import type { NftKey } from '../../nft-detail';
import { useWalletSession } from '../../wallet';
import { useChainEntry } from '../hooks/use-chain-entry';
import { useListFlow } from '../hooks/use-list-flow';
import { useTokenListings } from '../hooks/use-listings';
import { useSellableNft } from '../hooks/use-sellable-nft';
import { pickMarketPrice } from '../model/picked-price';
import { initialSellValues, toBuildBody, type SellFormValues } from '../model/sell-form';
import { ListReview } from './list-review';
import { useCollectionFloor } from '../hooks/use-collection-floor';
import { PriceContext } from './price-context';
import { SellForm } from './sell-form';
import { InAuctionNotice, ListedNotice } from './sell-blocked';
import classes from './sell-page.module.css';
import { DoneAlert } from '../../../components/done-alert';

/** /sell/:chain/:contractAddress/:tokenId: the owner lists the NFT (docs/product.md, spec section 4 "Listing setup"). */
export function SellPage({ nftKey }: { nftKey: NftKey }) {
  const { t } = useTranslation();
  const session = useWalletSession();
  const seller = session.status === 'disconnected' ? undefined : session.address;
  const nft = useSellableNft(nftKey);
  const [values, setValues] = useState<SellFormValues>(initialSellValues);
  const flow = useListFlow();
  // One way to sell a token at a time (docs/product.md "Auctions"): the seller's open listings decide what the form offers.
  const listings = useTokenListings(nftKey.chain, nftKey.contractAddress, nftKey.tokenId, seller);
  const { entry: chainEntry } = useChainEntry(nftKey.chain);
  const floor = useCollectionFloor(nft.data?.collection?.id);

  if (nft.isPending) {
    return (
      <Container size="md" py="xl">
        <Skeleton height={320} />
      </Container>
    );
  }
  if (nft.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title={t('sell.load_failed')} data-sell-error>
          <Button mt="sm" size="xs" variant="light" onClick={() => void nft.refetch()}>
            {t('sell.retry')}
          </Button>
        </Alert>
      </Container>
    );
  }
  const data = nft.data;
  const holding = data.owners.find((owner) => seller && owner.address.toLowerCase() === seller.toLowerCase());
  const held = holding ? BigInt(holding.balance) : 0n;
  const name = data.name ?? `#${data.tokenId}`;
  const detailLink = paths.nftDetail(data.chain, data.contractAddress, data.tokenId);
  const multiple = data.standard === 'ERC-1155';
  const progress = flow.progress;
  const locked = flow.checked !== undefined;
  // Not while this page's own flow runs: the listing it just made would take its form away.
  const open = flow.progress ? [] : (listings.data ?? []);
  const auction = open.find((order) => order.kind === 'auction');
  const others = open.filter((order) => order.kind !== 'auction');

  let body: React.ReactNode;
  if (held === 0n) {
    body = (
      <Alert color="gray" data-sell-refused>
        {t('sell.not_owner')}
      </Alert>
    );
  } else if (data.chain === 'nuls') {
    body = <Alert color="gray">{t('sell.not_evm')}</Alert>;
  } else if (auction) {
    body = <InAuctionNotice auction={auction} detailLink={detailLink} />;
  } else {
    body = (
      <Stack gap="lg">
        <SellForm
          chain={data.chain}
          values={values}
          onChange={setValues}
          context={{ held, multiple, seller }}
          floor={floor}
          disabled={locked || flow.checking}
          checking={flow.checking}
          onSubmit={(valid, nowSeconds) => void flow.check(toBuildBody(valid, data, { multiple, nowSeconds }))}
          bidForm={
            others.length > 0 ? (
              <ListedNotice count={others.length} detailLink={detailLink} />
            ) : (
              <AuctionSellForm
                token={data}
                disabled={locked || flow.checking}
                checking={flow.checking}
                onSubmit={(body) => void flow.check(body)}
              />
            )
          }
        />
        {flow.checked && progress?.status !== 'done' && (
          <ListReview checked={flow.checked} progress={progress} onConfirm={() => void flow.start()} onEdit={flow.reset} />
        )}
        {progress?.status === 'done' && (
          <DoneAlert title={t('sell.done')} data-list-done>
            <Anchor component={Link} to={detailLink} data-list-view>
              {t('sell.view_nft')}
            </Anchor>
          </DoneAlert>
        )}
      </Stack>
    );
  }

  return (
    <Container size="md" py="xl" data-sell-page={`${data.chain}/${data.contractAddress}/${data.tokenId}`}>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Card withBorder radius="lg" padding="sm">
            <Card.Section>
              <MediaImage media={data.image} alt={name} className={classes.media} />
            </Card.Section>
            <Text fw={700} mt="sm" truncate>
              {name}
            </Text>
            <Anchor component={Link} to={detailLink} size="sm">
              {t('sell.back_to_nft')}
            </Anchor>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Stack gap="md">
            <Title order={1} size="h2">
              {t('sell.title')}
            </Title>
            {held > 0n && data.chain !== 'nuls' && (
              <PriceContext
                nft={data}
                pickable={(price) => pickMarketPrice(values, price, chainEntry) !== undefined}
                // Not while a checked listing waits for its signature: the form is locked then.
                onPick={
                  locked || flow.checking
                    ? undefined
                    : (price) => setValues((current) => pickMarketPrice(current, price, chainEntry) ?? current)
                }
              />
            )}
            {body}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

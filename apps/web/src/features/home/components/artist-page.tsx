import { Anchor, Button, Container, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ListError } from '../../../components/list-error';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { AccountCollectionsTab, AccountNftsTab } from '../../account';
import { ArtistDrops } from '../../drops';
import type { ArtistPageData } from '../api/get-artist';
import { useArtist } from '../hooks/use-artist';
import { HomeImage } from './home-image';
import classes from './artist-page.module.css';

type ArtistTab = 'nfts' | 'collections';

/**
 * /artist/:id (docs/product.md, "Artist pages"): the artist's picture, name, introduction and link from the home
 * content, then, when an operator linked the artist to an account, what that account created on this marketplace
 * in the explore card grid.
 */
export function ArtistPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const artist = useArtist(id);
  if (artist.isPending) {
    return (
      <Container size="lg" py="xl">
        <Group gap="lg" wrap="nowrap">
          <Skeleton height={120} width={120} circle />
          <Stack gap="sm" style={{ flex: 1 }}>
            <Skeleton height={32} width={240} />
            <Skeleton height={60} />
          </Stack>
        </Group>
      </Container>
    );
  }
  if (artist.isError) {
    const missing = isApiError(artist.error) && (artist.error.status === 404 || artist.error.status === 400);
    return (
      <Container size="lg" py="xl">
        {missing ? <EmptyState title={t('artist_page.not_found')} /> : <ListError onRetry={() => void artist.refetch()} />}
      </Container>
    );
  }
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <ArtistHeader artist={artist.data} />
        {artist.data.accountAddress ? (
          <>
            <ArtistWorks address={artist.data.accountAddress} />
            <ArtistDrops address={artist.data.accountAddress} />
          </>
        ) : (
          <EmptyState title={t('artist_page.not_linked_title')} description={t('artist_page.not_linked_text')} />
        )}
      </Stack>
    </Container>
  );
}

function ArtistHeader({ artist }: { artist: ArtistPageData }) {
  const { t } = useTranslation();
  return (
    <Group gap="xl" wrap="nowrap" align="flex-start" className={classes.header} data-artist-header>
      <HomeImage src={artist.headerIconUrl} alt={artist.name} className={classes.picture} eager />
      <Stack gap="sm" miw={0}>
        <Title order={1} className={classes.name}>
          {artist.name}
        </Title>
        {artist.introduction && <Text className={classes.introduction}>{artist.introduction}</Text>}
        <Group gap="md">
          {artist.linkUrl && (
            <Anchor href={artist.linkUrl} target="_blank" rel="noopener noreferrer" data-artist-link>
              {t('artist_page.link')}
            </Anchor>
          )}
          {artist.accountAddress && (
            <Button component={Link} to={paths.account(artist.accountAddress, 'created')} variant="light" size="xs" radius="xl">
              {t('artist_page.profile')}
            </Button>
          )}
        </Group>
      </Stack>
    </Group>
  );
}

function ArtistWorks({ address }: { address: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ArtistTab>('nfts');
  return (
    <Stack gap="lg">
      <Tabs value={tab} onChange={(value) => value && setTab(value as ArtistTab)} keepMounted={false}>
        <Tabs.List aria-label={t('artist_page.works')}>
          <Tabs.Tab value="nfts" data-artist-tab="nfts">
            {t('artist_page.tabs.nfts')}
          </Tabs.Tab>
          <Tabs.Tab value="collections" data-artist-tab="collections">
            {t('artist_page.tabs.collections')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === 'nfts' ? <AccountNftsTab address={address} tab="created" /> : <AccountCollectionsTab address={address} own={false} />}
    </Stack>
  );
}

import { Container, SimpleGrid, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useArtists } from '../hooks/use-artists';
import { ArtistCard } from './artist-card';
import { HomeListSection } from './home-list-section';
import { SectionHeading } from './section-heading';

const columns = { base: 1, xs: 2, md: 4 };

/** docs/product.md (spec section 1): the creators and artists list. */
export function ArtistsList() {
  const { t } = useTranslation();
  const label = t('home.artists.title');
  return (
    <HomeListSection query={useArtists()} label={label} skeleton={<ArtistsSkeleton />}>
      {(items) => (
        <Container size="lg" py={48}>
          <SectionHeading>{label}</SectionHeading>
          <SimpleGrid cols={columns} spacing="lg">
            {items.map((item) => (
              <ArtistCard key={item.id} item={item} />
            ))}
          </SimpleGrid>
        </Container>
      )}
    </HomeListSection>
  );
}

function ArtistsSkeleton() {
  return (
    <Container size="lg" py={48}>
      <Skeleton height={28} width={220} radius="sm" mb="lg" />
      <SimpleGrid cols={columns} spacing="lg">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={96} radius="lg" />
        ))}
      </SimpleGrid>
    </Container>
  );
}

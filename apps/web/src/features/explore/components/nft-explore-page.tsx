import { Container, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePriceUnit } from '../hooks/use-price-unit';
import { useUrlFilters } from '../hooks/use-url-filters';
import { nftSorts } from '../model/explore-options';
import { activeNftFilterCount, nftFiltersToApiQuery, nftFiltersToParams, parseNftFilters } from '../model/nft-filters';
import { ExploreLayout } from './explore-layout';
import { NftFilterSidebar } from './nft-filter-sidebar';
import { NftResults } from './nft-results';
import { SearchBox } from './search-box';
import { SortSelect } from './sort-select';

/** /market-place: NFTs across every chain, filtered, sorted and searched from the URL. */
export function NftExplorePage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useUrlFilters(parseNftFilters, nftFiltersToParams);
  const price = usePriceUnit(filters.chain);
  const query = useMemo(() => nftFiltersToApiQuery(filters, price.decimals), [filters, price.decimals]);
  return (
    <Container size="lg" py="xl">
      <Stack gap={4} mb="lg">
        <Title order={1}>{t('explore.nfts_title')}</Title>
        <Text c="dimmed">{t('explore.nfts_intro')}</Text>
      </Stack>
      <ExploreLayout
        activeFilters={activeNftFilterCount(filters)}
        toolbar={
          <>
            <SearchBox value={filters.search} onChange={(search) => setFilters({ ...filters, search })} />
            <SortSelect
              value={filters.sort}
              options={nftSorts.map((sort) => ({ value: sort, label: t(`explore.sort.${sort}`) }))}
              onChange={(sort) => setFilters({ ...filters, sort })}
            />
          </>
        }
        sidebar={<NftFilterSidebar filters={filters} onChange={setFilters} price={price} />}
      >
        <NftResults query={query} searching={filters.search !== ''} />
      </ExploreLayout>
    </Container>
  );
}

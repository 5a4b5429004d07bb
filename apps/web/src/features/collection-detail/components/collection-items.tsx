import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ExploreLayout } from '../../explore/components/explore-layout';
import { NftFilterSidebar } from '../../explore/components/nft-filter-sidebar';
import { NftResults } from '../../explore/components/nft-results';
import { SearchBox } from '../../explore/components/search-box';
import { SortSelect } from '../../explore/components/sort-select';
import { usePriceUnit } from '../../explore/hooks/use-price-unit';
import { useUrlFilters } from '../../explore/hooks/use-url-filters';
import { nftSorts } from '../../explore/model/explore-options';
import { activeNftFilterCount, nftFiltersToApiQuery, nftFiltersToParams, parseNftFilters } from '../../explore/model/nft-filters';
import { AttributeFilter } from './attribute-filter';

/** The items tab: GET /v1/nfts?collection=<id> with the explore filters, plus attributes. */
export function CollectionItems({ collectionId, chain }: { collectionId: string; chain: string }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useUrlFilters(parseNftFilters, nftFiltersToParams);
  const price = usePriceUnit([chain]);
  // The page's collection wins over any `collection` in the URL.
  const scoped = useMemo(() => ({ ...filters, collection: [collectionId], chain: [], category: [] }), [filters, collectionId]);
  const query = useMemo(() => nftFiltersToApiQuery(scoped, price.decimals), [scoped, price.decimals]);
  return (
    <ExploreLayout
      activeFilters={activeNftFilterCount(scoped)}
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
      sidebar={
        <NftFilterSidebar
          filters={scoped}
          onChange={(next) => setFilters({ ...next, collection: [], chain: [], category: [] })}
          price={price}
          inCollection
          attributes={<AttributeFilter collectionId={collectionId} value={filters.trait} onChange={(trait) => setFilters({ ...filters, trait })} />}
        />
      }
    >
      <NftResults query={query} searching={filters.search !== ''} />
    </ExploreLayout>
  );
}

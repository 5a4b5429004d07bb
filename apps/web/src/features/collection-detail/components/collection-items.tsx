import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ExploreLayout } from '../../explore';
import { NftFilterSidebar } from '../../explore';
import { NftResults } from '../../explore';
import { SearchBox } from '../../explore';
import { SortSelect } from '../../explore';
import { usePriceUnit } from '../../explore';
import { useUrlFilters } from '../../explore';
import { collectionItemSorts } from '../../explore';
import { activeNftFilterCount, nftFiltersToApiQuery, nftFiltersToParams, parseNftFilters } from '../../explore';
import { SweepButton } from '../../cart';
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
            options={collectionItemSorts.map((sort) => ({ value: sort, label: t(`explore.sort.${sort}`) }))}
            onChange={(sort) => setFilters({ ...filters, sort })}
          />
          <SweepButton collectionId={collectionId} />
        </>
      }
      sidebar={
        <NftFilterSidebar
          filters={scoped}
          onChange={(next) => setFilters({ ...next, collection: [], chain: [], category: [] })}
          price={price}
          inCollection
          attributes={
            <AttributeFilter
              collectionId={collectionId}
              value={filters.trait}
              onChange={(trait) => setFilters({ ...filters, trait })}
              ranges={filters.traitRange}
              onRangesChange={(traitRange) => setFilters({ ...filters, traitRange })}
            />
          }
        />
      }
    >
      <NftResults query={query} searching={filters.search !== ''} />
    </ExploreLayout>
  );
}

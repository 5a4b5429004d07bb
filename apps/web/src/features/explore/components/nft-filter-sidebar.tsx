import { Button, Checkbox, Stack, Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { categories, nftStatuses } from '../model/explore-options';
import { defaultNftFilters, type NftFilters } from '../model/nft-filters';
import { ChainFilter } from './chain-filter';
import { CollectionFilter } from './collection-filter';
import { FilterSection } from './filter-section';
import { PriceFilter } from './price-filter';
import { StatusChips } from './status-chips';

type NftFilterSidebarProps = {
  filters: NftFilters;
  onChange: (filters: NftFilters) => void;
  price: { symbol: string; decimals: number };
  /** Inside one collection the category filter is moot and attributes are offered instead. */
  inCollection?: boolean;
  attributes?: ReactNode;
};

/** Status chips, collections, chains, categories, verified, price range (and attributes in a collection). */
export function NftFilterSidebar({ filters, onChange, price, inCollection = false, attributes }: NftFilterSidebarProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<NftFilters>) => onChange({ ...filters, ...patch });
  return (
    <Stack gap="lg" data-filter-sidebar>
      <FilterSection title={t('explore.filters.status')}>
        <StatusChips statuses={nftStatuses} value={filters.status} onChange={(status) => set({ status })} />
      </FilterSection>
      {!inCollection && <CollectionFilter value={filters.collection} onChange={(collection) => set({ collection, trait: [] })} />}
      {!inCollection && <ChainFilter value={filters.chain} onChange={(chain) => set({ chain })} />}
      {!inCollection && (
        <FilterSection title={t('explore.filters.category')}>
          <Checkbox.Group value={filters.category} onChange={(value) => set({ category: value as NftFilters['category'] })}>
            <Stack gap={6}>
              {categories.map((category) => (
                <Checkbox key={category} value={category} label={t(`explore.categories.${category}`)} data-category-filter={category} />
              ))}
            </Stack>
          </Checkbox.Group>
        </FilterSection>
      )}
      {!inCollection && (
        <Switch
          checked={filters.verified}
          onChange={(event) => set({ verified: event.currentTarget.checked })}
          label={t('explore.filters.verified_only')}
          data-verified-filter
        />
      )}
      <PriceFilter
        min={filters.minPrice}
        max={filters.maxPrice}
        symbol={price.symbol}
        decimals={price.decimals}
        onApply={(minPrice, maxPrice) => set({ minPrice, maxPrice })}
      />
      {attributes}
      <Button
        variant="subtle"
        size="xs"
        onClick={() => onChange({ ...defaultNftFilters, search: filters.search, sort: filters.sort, collection: filters.collection })}
      >
        {t('explore.filters.clear')}
      </Button>
    </Stack>
  );
}

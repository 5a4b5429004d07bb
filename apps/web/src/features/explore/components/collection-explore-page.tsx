import { Container, Stack, Switch, Tabs, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { DropsSection } from '../../drops';
import { useUrlFilters } from '../hooks/use-url-filters';
import { allCategories, categories, collectionSorts } from '../model/explore-options';
import { collectionFiltersToApiQuery, collectionFiltersToParams, parseCollectionFilters } from '../model/collection-filters';
import { ChainFilter } from './chain-filter';
import { CollectionResults } from './collection-results';
import { ExploreLayout } from './explore-layout';
import { SearchBox } from './search-box';
import { SortSelect } from './sort-select';
import { ViewSwitch } from './view-switch';

/**
 * /collections and /collections/:type: collections across every chain. :type is a category slug
 * (art, music, ...) or "all" (what /collections shows); the tabs switch it and keep the filters.
 */
export function CollectionExplorePage({ type }: { type: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [filters, setFilters] = useUrlFilters(parseCollectionFilters, collectionFiltersToParams);
  const query = useMemo(() => collectionFiltersToApiQuery(filters, type), [filters, type]);
  const activeFilters = filters.chain.length + (filters.verified ? 1 : 0);
  return (
    <Container size="lg" py="xl">
      <Stack gap={4} mb="md">
        <Title order={1}>{t('explore.collections_title')}</Title>
        <Text c="dimmed">{t('explore.collections_intro')}</Text>
      </Stack>
      {/* docs/product.md "Drops": live and upcoming drops above the collections. */}
      <DropsSection />
      <Tabs
        value={type}
        onChange={(next) =>
          next && void navigate(`${next === allCategories ? paths.collections() : paths.collectionsByType(next)}${search}`)
        }
        mb="lg"
      >
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {[allCategories, ...categories].map((category) => (
            <Tabs.Tab key={category} value={category} data-category-tab={category}>
              {t(`explore.categories.${category}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ExploreLayout
        activeFilters={activeFilters}
        toolbar={
          <>
            <SearchBox value={filters.search} onChange={(value) => setFilters({ ...filters, search: value })} />
            <SortSelect
              value={filters.sort}
              options={collectionSorts.map((sort) => ({ value: sort, label: t(`explore.sort.${sort}`) }))}
              onChange={(sort) => setFilters({ ...filters, sort })}
            />
            <ViewSwitch value={filters.view} onChange={(view) => setFilters({ ...filters, view })} />
          </>
        }
        sidebar={
          <Stack gap="lg">
            <ChainFilter value={filters.chain} onChange={(chain) => setFilters({ ...filters, chain })} />
            <Switch
              checked={filters.verified}
              onChange={(event) => setFilters({ ...filters, verified: event.currentTarget.checked })}
              label={t('explore.filters.verified_only')}
              data-verified-filter
            />
          </Stack>
        }
      >
        <CollectionResults
          query={query}
          searching={filters.search !== ''}
          view={filters.view}
          sort={filters.sort}
          onSort={(sort) => setFilters({ ...filters, sort })}
        />
      </ExploreLayout>
    </Container>
  );
}

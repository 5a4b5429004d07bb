import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCollections } from '../api/get-explore-lists';

type CollectionPickerProps = { value: string[]; onChange: (value: string[]) => void; opened?: boolean };

/**
 * Pick collections by name: the server searches as the user types (collections may be many). Loaded on
 * first use by collection-filter.tsx; `opened` when it replaces the stand-in the user just clicked.
 */
export default function CollectionPicker({ value, onChange, opened = false }: CollectionPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const options = useQuery({
    queryKey: ['explore', 'collection-options', debounced],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ sort: 'volume', limit: '20' });
      if (debounced) query.set('search', debounced);
      return getCollections(query, undefined, signal);
    },
    staleTime: 60_000,
  });
  // Selected collections stay listed (with their names once seen) even when the search moves on.
  const [names, setNames] = useState<Record<string, string>>({});
  const found = options.data?.items ?? [];
  const data = [
    ...value.map((id) => ({ value: id, label: names[id] ?? found.find((item) => String(item.id) === id)?.name ?? `#${id}` })),
    ...found.filter((item) => !value.includes(String(item.id))).map((item) => ({ value: String(item.id), label: item.name })),
  ];
  return (
    <MultiSelect
      data={data}
      value={value}
      onChange={(next) => {
        setNames((current) => ({ ...current, ...Object.fromEntries(found.map((item) => [String(item.id), item.name])) }));
        onChange(next);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by name; the list must not be filtered a second time.
      filter={({ options: all }) => all}
      placeholder={t('explore.filters.collections_placeholder')}
      aria-label={t('explore.filters.collections')}
      nothingFoundMessage={t('empty.no_results')}
      maxValues={20}
      clearable
      data-collection-filter
      comboboxProps={{ withinPortal: true }}
      defaultDropdownOpened={opened}
      autoFocus={opened}
    />
  );
}

import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminCollections } from '../../hooks/use-admin-lists';

type Option = { value: string; label: string };

type Props = {
  value: string[];
  onChange: (ids: string[]) => void;
  /** Labels of the collections chosen before (the contest's allowed collections). */
  known: Option[];
  error?: string;
};

/** The collections whose NFTs may enter, found by name or contract address (the console's collection search). */
export function CollectionSelect({ value, onChange, known, error }: Props) {
  const { t } = useTranslation('studio');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const found = useAdminCollections(q);
  const [labels, setLabels] = useState<Record<string, string>>(() => Object.fromEntries(known.map((o) => [o.value, o.label])));
  const results = (found.data?.pages.flatMap((page) => page.items) ?? []).map((c) => ({
    value: String(c.id),
    label: `${c.name} (${c.chain} #${c.id})`,
  }));
  // Chosen ones stay listed (with their names) whatever the search shows now.
  const options = new Map<string, string>();
  for (const id of value) options.set(id, labels[id] ?? `#${id}`);
  for (const option of results) options.set(option.value, option.label);

  return (
    <MultiSelect
      label={t('admin_contests.allowed_collections')}
      description={t('admin_contests.any_when_empty')}
      placeholder={t('admin_contests.search_collections')}
      data={[...options].map(([optionValue, label]) => ({ value: optionValue, label }))}
      value={value}
      onChange={(ids) => {
        setLabels((before) => ({ ...before, ...Object.fromEntries(results.map((o) => [o.value, o.label])) }));
        onChange(ids);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      clearable
      error={error}
      data-field="allowedCollectionIds"
    />
  );
}

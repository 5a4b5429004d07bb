import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntrySort } from '../api/contests-api';

type EntriesToolbarProps = { sort: EntrySort; onSort: (sort: EntrySort) => void; onSearch: (q: string) => void };

/** Sort by votes or newest, and search by NFT name or creator address (sent 400 ms after the last key). */
export function EntriesToolbar({ sort, onSort, onSearch }: EntriesToolbarProps) {
  const { t } = useTranslation('studio');
  const [text, setText] = useState('');
  const commit = useDebouncedCallback((value: string) => onSearch(value.trim()), 400);
  return (
    <Group justify="space-between" gap="sm">
      <SegmentedControl
        value={sort}
        onChange={(value) => onSort(value as EntrySort)}
        data={[
          { value: 'votes', label: t('contests.sort.votes') },
          { value: 'newest', label: t('contests.sort.newest') },
        ]}
        aria-label={t('contests.sort_label')}
        data-entry-sort
      />
      <TextInput
        type="search"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          commit(event.currentTarget.value);
        }}
        placeholder={t('contests.search_placeholder')}
        aria-label={t('contests.search_label')}
        maxLength={100}
        style={{ flex: 1, minWidth: 200, maxWidth: 360 }}
        data-entry-search
      />
    </Group>
  );
}

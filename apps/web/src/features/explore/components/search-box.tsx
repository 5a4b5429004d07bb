import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Search by name: typing updates the URL (and the list) 400 ms after the last key. */
export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  // A new URL (back button, a link) replaces what was typed; our own commit (trimmed) keeps it.
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);
  const commit = useDebouncedCallback((next: string) => onChange(next.trim()), 400);
  return (
    <TextInput
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      placeholder={t('explore.search_placeholder')}
      aria-label={t('explore.search_label')}
      type="search"
      maxLength={100}
      style={{ flex: 1, minWidth: 200 }}
      data-explore-search
    />
  );
}

import { TextInput } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSection } from './filter-section';

type CollectionFilterProps = { value: string[]; onChange: (value: string[]) => void };

const loadPicker = () => import('./collection-picker');
const CollectionPicker = lazy(loadPicker);

/**
 * The collection filter of the explore sidebar. Its searchable multi-select (Mantine's combobox with its
 * positioning library, and the search's requests) loads on first use: until then a stand-in of the same
 * size shows the placeholder, and a focus, click or key on it loads the picker, opened and focused
 * (docs/decisions/042-web-reads-answers-by-type.md). A filter already in the URL loads it at once.
 */
export function CollectionFilter({ value, onChange }: CollectionFilterProps) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(value.length > 0);
  const [opened, setOpened] = useState(false);
  const open = () => {
    setOpened(true);
    setWanted(true);
  };
  // The stand-in is read-only: text typed before the picker arrives would be lost, so none is accepted.
  const standIn = (
    <TextInput
      readOnly
      placeholder={t('explore.filters.collections_placeholder')}
      aria-label={t('explore.filters.collections')}
      aria-haspopup="listbox"
      onFocus={open}
      onClick={open}
      onPointerEnter={() => void loadPicker()}
      data-collection-filter-stand-in
    />
  );
  return (
    <FilterSection title={t('explore.filters.collections')}>
      {wanted ? (
        <Suspense fallback={standIn}>
          <CollectionPicker value={value} onChange={onChange} opened={opened} />
        </Suspense>
      ) : (
        standIn
      )}
    </FilterSection>
  );
}

import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { collectionViews, type CollectionView } from '../model/collection-filters';

/** Cards or the ranking table: two toggle buttons, the pressed one filled. */
export function ViewSwitch({ value, onChange }: { value: CollectionView; onChange: (view: CollectionView) => void }) {
  const { t } = useTranslation();
  return (
    <Button.Group aria-label={t('explore.view.label')}>
      {collectionViews.map((view) => (
        <Button
          key={view}
          variant={view === value ? 'filled' : 'default'}
          aria-pressed={view === value}
          onClick={() => onChange(view)}
          data-collection-view={view}
        >
          {t(`explore.view.${view}`)}
        </Button>
      ))}
    </Button.Group>
  );
}

import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog (slider, modal) loads on the first click, not with the collection page.
const SweepDialog = lazy(() => import('./sweep-dialog'));

/** The collection page's "Sweep" button: the cheapest items into the cart at once, as on Magic Eden and OpenSea. */
export function SweepButton({ collectionId }: { collectionId: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        variant="light"
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
        data-action="sweep"
      >
        {t('cart.sweep.open')}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <SweepDialog collectionId={collectionId} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}

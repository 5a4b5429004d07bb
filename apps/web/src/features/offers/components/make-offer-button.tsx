import { Button, type ButtonProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { ensureAuthenticated } from '../../wallet';
import type { OfferTarget } from '../model/offer-target';

// The dialog (form, steps, the wallet's helpers) loads on the first click, never with the page (docs/decisions/033).
const MakeOfferDialog = lazy(() => import('./make-offer-dialog').then((module) => ({ default: module.MakeOfferDialog })));

type MakeOfferButtonProps = ButtonProps & { target: OfferTarget; title: string; label: string; action?: string };

/** "Make offer" (or a collection or trait offer): signs in first when needed, then opens the dialog. */
export function MakeOfferButton({ target, title, label, action = 'make-offer', ...button }: MakeOfferButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...button} onClick={() => void ensureAuthenticated().then((signedIn) => signedIn && setOpen(true))} data-action={action}>
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <MakeOfferDialog target={target} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

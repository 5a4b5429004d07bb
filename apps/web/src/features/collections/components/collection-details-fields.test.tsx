// @vitest-environment jsdom
import { useForm } from '@mantine/form';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { UploadedMedia } from '../../uploads';
import { collectionDescriptionMax } from '../model/collection-form-schema';
import { CollectionDetailsFields } from './collection-details-fields';

afterEach(cleanup);

type Values = { description: string; logo: UploadedMedia | null; banner: UploadedMedia | null; symbol: string };

/** A form of another feature (the drop form's shape: no featured image) holding the shared fields. */
function OtherForm({ locked = false, withFeatured = false }: { locked?: boolean; withFeatured?: boolean }) {
  const form = useForm<Values>({ mode: 'controlled', initialValues: { description: '', logo: null, banner: null, symbol: '' } });
  return <CollectionDetailsFields form={form} locked={locked} withFeatured={withFeatured} />;
}

const kinds = () => [...document.querySelectorAll('[data-upload-kind]')].map((node) => node.getAttribute('data-upload-kind'));

describe('CollectionDetailsFields', () => {
  it("counts the description's characters against the contract's limit as they are typed", async () => {
    await renderWithProviders(<OtherForm />);
    expect(screen.getByText(`0 / ${collectionDescriptionMax}`)).toBeTruthy();
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Description' }), 'Owls');
    expect(await screen.findByText(`4 / ${collectionDescriptionMax}`)).toBeTruthy();
  });

  it('asks for a logo and a banner, and for the featured image only where the form has one', async () => {
    const { unmount } = await renderWithProviders(<OtherForm />);
    expect(kinds()).toEqual(['logo', 'banner']);
    unmount();
    await renderWithProviders(<OtherForm withFeatured />);
    expect(kinds()).toEqual(['logo', 'featured', 'banner']);
  });

  it('takes no typing while the form is locked', async () => {
    await renderWithProviders(<OtherForm locked />);
    expect(screen.getByRole('textbox', { name: 'Description' }).hasAttribute('disabled')).toBe(true);
  });
});

import type { CollectionBody, EditableCollection } from '../api/collection-schemas';
import type { CollectionFormValues } from './collection-form-schema';
import { mediaChange } from './kept-media';

/** The form's values as the API body. On edit the chain is left out (it cannot change). */
export function toCollectionBody(
  values: CollectionFormValues,
  nativeToken: string | undefined,
  existing?: EditableCollection,
): CollectionBody {
  const body: CollectionBody = {
    name: values.name.trim(),
    description: values.description.trim() === '' ? null : values.description.trim(),
    category: values.category,
    royalty: Number(values.royalty),
    royaltyAddress: values.royaltyAddress.trim(),
    paymentToken: values.paymentToken === '' || values.paymentToken === nativeToken ? null : values.paymentToken,
    website: values.website.trim() === '' ? null : values.website.trim(),
    termsAccepted: true,
  };
  if (!existing) body.chain = values.chain;
  const logo = mediaChange(values.logo, existing?.logo != null);
  const featured = mediaChange(values.featured, existing?.featured != null);
  const banner = mediaChange(values.banner, existing?.banner != null);
  if (logo !== undefined) body.logoMediaId = logo;
  if (featured !== undefined) body.featuredMediaId = featured;
  if (banner !== undefined) body.bannerMediaId = banner;
  return body;
}

import { mediaChange } from '../../collections';
import type { AccountProfile, ProfileBody } from '../api/profile-schemas';
import type { ProfileFormValues } from './profile-form-schema';

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The form as the PUT body: an image left as it was is not sent (the API keeps it), a removed one is null. */
export function toProfileBody(values: ProfileFormValues, current: AccountProfile | undefined): ProfileBody {
  const body: ProfileBody = {
    name: blankToNull(values.name),
    description: blankToNull(values.description),
    website: blankToNull(values.website),
  };
  const picture = mediaChange(values.picture, current?.picture != null);
  const cover = mediaChange(values.cover, current?.cover != null);
  if (picture !== undefined) body.pictureMediaId = picture;
  if (cover !== undefined) body.coverMediaId = cover;
  return body;
}

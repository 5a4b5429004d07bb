import { EditProfilePage } from '../../features/profile/components/edit-profile-page';

export function Component() {
  return <EditProfilePage />;
}

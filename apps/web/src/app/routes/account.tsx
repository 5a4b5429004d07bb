import { Navigate, useParams } from 'react-router';
import { accountTabs, paths, type AccountTab } from '../../config/paths';
import { AccountPage } from '../../features/account/components/account-page';

const isTab = (value: string | undefined): value is AccountTab => accountTabs.includes(value as AccountTab);

export function Component() {
  const { address = '', type } = useParams();
  // An unknown tab in a shared link opens the first one rather than an empty page.
  if (!isTab(type)) return <Navigate to={paths.account(address, 'collected')} replace />;
  return <AccountPage key={address.toLowerCase()} address={address} tab={type} />;
}

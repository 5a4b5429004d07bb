import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, type AccountTab } from '../../../config/paths';
import { useConnectedAccount } from '../../../features/account/hooks/use-connected-account';

/** Profile and earning links: the account's tab when connected, an inert button otherwise. */
export function FooterAccountLink({ label, tab }: { label: string; tab: AccountTab }) {
  const { t } = useTranslation();
  const { address } = useConnectedAccount();
  if (address) {
    return (
      <Anchor component={Link} to={paths.account(address, tab)} c="dimmed" size="sm">
        {label}
      </Anchor>
    );
  }
  // docs/product.md (spec section 2): without a connected account the click does nothing.
  return (
    <Anchor component="button" type="button" aria-disabled="true" title={t('footer.account_link_hint')} c="dimmed" size="sm">
      {label}
    </Anchor>
  );
}

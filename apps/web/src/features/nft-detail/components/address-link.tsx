import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { shortAddress } from '../../../lib/short-address';
import { sameAddress } from '../../../lib/same-address';

/** An address linking to its collected items, shown as "You" for the connected wallet. */
export function AddressLink({ address, viewer }: { address: string; viewer: string | undefined }) {
  const { t } = useTranslation();
  const isViewer = sameAddress(address, viewer);
  return (
    <Anchor
      component={Link}
      to={paths.account(address, 'collected')}
      title={address}
      data-address={address}
      data-you={isViewer || undefined}
    >
      {isViewer ? t('nft_detail.you') : shortAddress(address)}
    </Anchor>
  );
}

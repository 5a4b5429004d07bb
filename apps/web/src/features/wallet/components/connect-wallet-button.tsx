import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useWalletSession } from '../hooks/use-wallet-session';
import { shortAddress } from '../../../lib/short-address';

// The dialog brings wagmi and viem; they load when it first opens, not with the first page.
const ConnectWalletDialog = lazy(() => import('./connect-wallet-dialog').then((module) => ({ default: module.ConnectWalletDialog })));
// The menu (with its popover code) is only needed once a wallet is connected.
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

/** The header's wallet entry: a connect button, or the account menu once a wallet is connected. */
export function ConnectWalletButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const session = useWalletSession();
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      {session.status === 'disconnected' ? (
        <Button radius="xl" fullWidth={fullWidth} onClick={dialog.open}>
          {t('wallet.connect')}
        </Button>
      ) : (
        <Suspense
          fallback={
            <Button radius="xl" variant="light" fullWidth={fullWidth}>
              {shortAddress(session.address)}
            </Button>
          }
        >
          <AccountMenu session={session} onSwitch={dialog.open} />
        </Suspense>
      )}
      {opened && (
        <Suspense fallback={null}>
          <ConnectWalletDialog onClose={dialog.close} />
        </Suspense>
      )}
    </>
  );
}

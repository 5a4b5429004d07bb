import { Badge, Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { WalletSession } from '../model/wallet-session';
import { startSignIn } from '../model/sign-in-runner';
import { shortAddress } from '../../../lib/short-address';

type AccountMenuProps = { session: Exclude<WalletSession, { status: 'disconnected' }>; onSwitch: () => void };

/** The connected wallet: short address, chain badge, sign-in state, switching and disconnecting. */
export function AccountMenu({ session, onSwitch }: AccountMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = session.status === 'authenticated';

  async function disconnect() {
    const { disconnectWallet } = await import('../model/wallet-controller');
    await disconnectWallet();
    // docs/product.md (spec section 4): disconnecting returns to the home page.
    await navigate(paths.home());
  }

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button radius="xl" variant="light" aria-label={t('wallet.account_menu')} data-address={session.address}>
          <Badge size="xs" variant="filled" mr={6} data-testid="wallet-chain-badge">
            {session.chain}
          </Badge>
          {shortAddress(session.address)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label data-testid="wallet-sign-in-state">{signedIn ? t('wallet.signed_in') : t('wallet.not_signed_in')}</Menu.Label>
        {!signedIn && <Menu.Item onClick={() => void startSignIn()}>{t('wallet.sign_in')}</Menu.Item>}
        <Menu.Item onClick={() => void navigate(paths.account(session.address, 'collected'))}>{t('wallet.view_account')}</Menu.Item>
        <Menu.Item onClick={() => void navigate(paths.watchlist())} data-menu-watchlist>
          {t('wallet.watchlist')}
        </Menu.Item>
        {signedIn && (
          <Menu.Item onClick={() => void navigate(paths.notifications())} data-menu-notifications>
            {t('wallet.notifications')}
          </Menu.Item>
        )}
        <Menu.Item onClick={() => void navigate(paths.editAccountInfo())}>{t('wallet.edit_profile')}</Menu.Item>
        <Menu.Item onClick={() => void navigate(paths.editCollection())}>{t('wallet.create_collection')}</Menu.Item>
        <Menu.Item onClick={() => void navigate(paths.batchMigration())}>{t('wallet.batch_migration')}</Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={onSwitch}>{t('wallet.switch_chain')}</Menu.Item>
        <Menu.Item color="red" onClick={() => void disconnect()}>
          {t('wallet.disconnect')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

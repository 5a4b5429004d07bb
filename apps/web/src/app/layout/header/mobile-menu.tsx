import { Divider, Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminConsoleLink } from '../../../features/admin/admin-console-link';
import { LanguageSwitch } from '../../../features/i18n/components/language-switch';
import { ConnectWalletButton } from '../../../features/wallet/components/connect-wallet-button';
import { MainNav } from './main-nav';

/** The header's content on narrow screens, behind the burger. */
export function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xs" title={t('nav.menu_title')}>
      <Stack gap="md">
        <MainNav vertical onNavigate={onClose} />
        <Divider />
        <AdminConsoleLink fullWidth />
        <LanguageSwitch fullWidth />
        <ConnectWalletButton fullWidth />
      </Stack>
    </Drawer>
  );
}

import { Burger, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';
// The button itself, not the cart's index: through the index every module it re-exports (the card's
// add-to-cart with its tooltip, the listings reads and their schemas) became part of the shell chunk
// (docs/decisions/033-first-load-javascript.md).
import { CartButton } from '../../../features/cart/components/cart-button';
// Shown to operators only; a top-level entry of the admin feature, so the shell does not load the console.
import { AdminConsoleLink } from '../../../features/admin/admin-console-link';
import { LanguageSwitch } from '../../../features/i18n/components/language-switch';
// The bell alone, not the notifications screen (a top-level entry of the feature).
import { NotificationBell } from '../../../features/notifications/notification-bell';
import { SearchButton } from '../../../features/search';
import { ConnectWalletButton } from '../../../features/wallet/components/connect-wallet-button';
import classes from './header.module.css';
import { MainNav } from './main-nav';

// The narrow-screen drawer (Drawer, focus trap, scroll area) loads the first time the burger opens it,
// not with every first screen (docs/decisions/024-web-delivery-and-content-security-policy.md: load only what the first screen needs).
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

export function SiteHeader() {
  const { t } = useTranslation();
  const [menuUsed, setMenuUsed] = useState(false);
  const [menuOpened, menu] = useDisclosure(false, { onOpen: () => setMenuUsed(true) });
  return (
    <header className={classes.header}>
      {/* Wider than the pages' "lg" column, so every control fits from 1280 px up. */}
      <Container size="xl" className={classes.inner}>
        <Link to={paths.home()} aria-label={t('nav.home')} style={{ textDecoration: 'none' }}>
          <Logo />
        </Link>
        <MainNav className={classes.nav} />
        {/* At every width: on a phone it sits beside the burger. */}
        <SearchButton className={classes.search} />
        <div className={classes.actions}>
          <AdminConsoleLink />
          <LanguageSwitch />
          <CartButton />
          <NotificationBell />
          <ConnectWalletButton />
        </div>
        <Burger className={classes.burger} opened={menuOpened} onClick={menu.toggle} aria-label={t('nav.open_menu')} size="sm" />
      </Container>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
    </header>
  );
}

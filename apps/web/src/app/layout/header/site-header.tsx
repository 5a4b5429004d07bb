import { Burger, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';
import { CartButton } from '../../../features/cart';
import { LanguageSwitch } from '../../../features/i18n/components/language-switch';
import { ConnectWalletButton } from '../../../features/wallet/components/connect-wallet-button';
import classes from './header.module.css';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';

export function SiteHeader() {
  const { t } = useTranslation();
  const [menuOpened, menu] = useDisclosure(false);
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Link to={paths.home()} aria-label={t('nav.home')} style={{ textDecoration: 'none' }}>
          <Logo />
        </Link>
        <MainNav className={classes.nav} />
        <div className={classes.actions}>
          <LanguageSwitch />
          <CartButton />
          <ConnectWalletButton />
        </div>
        <Burger className={classes.burger} opened={menuOpened} onClick={menu.toggle} aria-label={t('nav.open_menu')} size="sm" />
      </Container>
      <MobileMenu opened={menuOpened} onClose={menu.close} />
    </header>
  );
}

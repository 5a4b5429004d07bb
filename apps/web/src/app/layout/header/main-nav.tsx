import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import classes from './header.module.css';
import { navItems } from './nav-items';

type MainNavProps = { className?: string; vertical?: boolean; onNavigate?: () => void };

export function MainNav({ className, vertical = false, onNavigate }: MainNavProps) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.main')}
      className={className}
      style={vertical ? { display: 'flex', flexDirection: 'column', gap: 4 } : undefined}
    >
      {navItems.map((item) => (
        <NavLink key={item.to} to={item.to} className={classes.link} onClick={onNavigate}>
          {t(`nav.${item.label}`)}
        </NavLink>
      ))}
    </nav>
  );
}

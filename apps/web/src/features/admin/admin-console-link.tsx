import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useIsAdmin } from './hooks/use-is-admin';

/** The header's link to the operator console, shown to operators only (a top-level entry: the header imports it alone). */
export function AdminConsoleLink({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const { isAdmin } = useIsAdmin();
  if (!isAdmin) return null;
  return (
    <Button
      component={Link}
      to={paths.admin()}
      variant="subtle"
      radius="xl"
      size="compact-sm"
      fullWidth={fullWidth}
      data-testid="admin-console-link"
    >
      {t('nav.admin_console')}
    </Button>
  );
}

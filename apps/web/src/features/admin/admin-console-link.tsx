import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineIcon } from '../../components/ui/line-icon';
import { paths } from '../../config/paths';
import classes from './admin-console-link.module.css';
import { useIsAdmin } from './hooks/use-is-admin';

/**
 * The header's link to the operator console, shown to operators only (a top-level entry: the header imports it alone).
 * In the header it is its icon with its name as a title; in the phone menu (`fullWidth`) it keeps its label.
 */
export function AdminConsoleLink({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const { isAdmin } = useIsAdmin();
  if (!isAdmin) return null;
  const label = t('nav.admin_console');
  return (
    // A native title for the icon, not Mantine's Tooltip, whose floating layer the first screens do not load
    // (docs/decisions/033-first-load-javascript.md).
    <Button
      component={Link}
      to={paths.admin()}
      variant="subtle"
      radius="xl"
      size="compact-sm"
      fullWidth={fullWidth}
      aria-label={label}
      title={fullWidth ? undefined : label}
      leftSection={<LineIcon name="shield" size={16} />}
      className={fullWidth ? undefined : classes.compact}
      classNames={{ label: classes.label, section: classes.section }}
      data-testid="admin-console-link"
    >
      {label}
    </Button>
  );
}

import { Button, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineIcon } from '../../components/ui/line-icon';
import { paths } from '../../config/paths';
import classes from './admin-console-link.module.css';
import { useIsAdmin } from './hooks/use-is-admin';

/**
 * The header's link to the operator console, shown to operators only (a top-level entry: the header imports it alone).
 * In the header it is its icon with a tooltip; in the phone menu (`fullWidth`) it keeps its label.
 */
export function AdminConsoleLink({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const { isAdmin } = useIsAdmin();
  if (!isAdmin) return null;
  const label = t('nav.admin_console');
  return (
    <Tooltip label={label} openDelay={300} disabled={fullWidth}>
      <Button
        component={Link}
        to={paths.admin()}
        variant="subtle"
        radius="xl"
        size="compact-sm"
        fullWidth={fullWidth}
        aria-label={label}
        leftSection={<LineIcon name="shield" size={16} />}
        className={fullWidth ? undefined : classes.compact}
        classNames={{ label: classes.label, section: classes.section }}
        data-testid="admin-console-link"
      >
        {label}
      </Button>
    </Tooltip>
  );
}

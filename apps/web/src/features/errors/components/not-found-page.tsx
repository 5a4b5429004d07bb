import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ErrorScreen } from './error-screen';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      code={t('not_found.code')}
      title={t('not_found.title')}
      body={t('not_found.body')}
      actions={
        <Button component={Link} to={paths.home()} radius="xl">
          {t('not_found.back_home')}
        </Button>
      }
    />
  );
}

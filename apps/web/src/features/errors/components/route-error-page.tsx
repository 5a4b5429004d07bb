import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../../config/paths';
import { ErrorScreen } from './error-screen';
import { NotFoundPage } from './not-found-page';

/** Route `errorElement`: a failed screen (or a screen chunk that failed to load) lands here. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <ErrorScreen
      title={t('error_page.title')}
      body={t('error_page.body')}
      actions={
        <>
          <Button component={Link} to={paths.home()} radius="xl">
            {t('error_page.back_home')}
          </Button>
          <Button variant="default" radius="xl" onClick={() => window.location.reload()}>
            {t('error_page.reload')}
          </Button>
        </>
      }
    />
  );
}

import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from '../features/errors/components/app-error-boundary';
import { AppProviders } from './providers/app-providers';
import { createAppRouter } from './router';

type AppProps = { i18n: I18n; queryClient: QueryClient };

export function App({ i18n, queryClient }: AppProps) {
  // Created once per mounted app, not per render.
  const [router] = useState(createAppRouter);
  return (
    <AppErrorBoundary i18n={i18n}>
      <AppProviders i18n={i18n} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LiveUpdates } from '../../features/live-updates/components/live-updates';
import { theme } from './theme';
import { ToastProvider } from './toast-provider';
import { cssVariablesResolver } from './css-variables';

type AppProvidersProps = { i18n: I18n; queryClient: QueryClient; children: ReactNode };

/** Everything a screen may rely on: translations, the UI kit, toasts and the server cache, kept current by the live stream. */
export function AppProviders({ i18n, queryClient, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <ToastProvider />
        <QueryClientProvider client={queryClient}>
          <LiveUpdates />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}

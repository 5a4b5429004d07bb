import type { i18n as I18n } from 'i18next';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { paths } from '../../../config/paths';

type AppErrorBoundaryProps = { i18n: I18n; children: ReactNode };

/**
 * Last line of defence around the providers and the router. Its fallback uses plain markup and a
 * full page load home, because the failure may be in the UI kit or the router themselves.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('the app crashed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { t } = this.props.i18n;
    return (
      <div role="alert" style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '80px 16px' }}>
        <h1>{t('error_page.title')}</h1>
        <p>{t('error_page.body')}</p>
        <a href={paths.home()}>{t('error_page.back_home')}</a>
      </div>
    );
  }
}

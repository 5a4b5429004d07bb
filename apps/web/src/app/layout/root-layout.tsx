import { Outlet } from 'react-router';
import { DocumentTitle } from './document-title';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';
import { NavigationProgress } from './navigation-progress';
import { useScrollToTop } from './use-scroll-to-top';

export function RootLayout() {
  useScrollToTop();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <DocumentTitle />
      <NavigationProgress />
      <SiteHeader />
      <main style={{ flex: 1 }}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

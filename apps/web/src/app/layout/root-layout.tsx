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
      {/* At least a screen tall: while a page's code and data load, the footer stays below the fold
          instead of showing and then being pushed away (a layout shift on every first visit). */}
      <main style={{ flex: 1, minHeight: '100vh' }}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

import { startTransition, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { DocumentTitle } from './document-title';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';
import { NavigationProgress } from './navigation-progress';
import { useScrollToTop } from './use-scroll-to-top';

/**
 * The footer is below the fold of every first screen (main is a screen tall), so it renders after the first one, as
 * a transition React splits into short tasks: the first render, which the browser waits for to paint anything, is
 * smaller by the footer's dozens of links (docs/decisions/033-first-load-javascript.md).
 */
function useFooterShown() {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown;
}

export function RootLayout() {
  useScrollToTop();
  const footerShown = useFooterShown();
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
      {footerShown && <SiteFooter />}
    </div>
  );
}

import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** docs/product.md (spec section 2): every navigation, back and forward included, starts at the top left. */
export function useScrollToTop(): void {
  const { key } = useLocation();

  useLayoutEffect(() => {
    // Otherwise the browser restores the old position on back/forward after we scrolled.
    window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key]);
}

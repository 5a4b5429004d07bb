/**
 * The app's style sheets arrive as `<link rel="preload" as="style" data-app-styles>` (apps/web/build/defer-app-styles.ts)
 * so they do not hold back the first paint of the boot shell, which carries its own styles in index.html. Here they
 * become style sheets, and the app's first render waits until they apply: no screen is ever drawn unstyled
 * (docs/decisions/065-first-screen-chunks.md). A sheet that fails to load does not keep the app from starting.
 */
export function appStylesReady(doc: Document = document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[data-app-styles]')];
  return Promise.all(links.map(applied)).then(() => undefined);
}

function applied(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    link.rel = 'stylesheet';
  });
}

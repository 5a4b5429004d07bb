// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { appStylesReady } from './app-styles';

afterEach(() => document.head.replaceChildren());

function preloadedSheet(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'style';
  link.href = href;
  link.dataset.appStyles = '';
  document.head.append(link);
  return link;
}

describe('appStylesReady', () => {
  it('turns the preloaded sheets into style sheets and resolves only once every one has loaded or failed', async () => {
    const first = preloadedSheet('/assets/shell.css');
    const second = preloadedSheet('/assets/other.css');
    let ready = false;
    const waiting = appStylesReady().then(() => (ready = true));

    expect([first.rel, second.rel]).toEqual(['stylesheet', 'stylesheet']);
    first.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(ready).toBe(false);

    second.dispatchEvent(new Event('error'));
    await waiting;
    expect(ready).toBe(true);
  });

  it('leaves other preloads alone and resolves at once without app sheets', async () => {
    const font = document.createElement('link');
    font.rel = 'preload';
    document.head.append(font);
    await appStylesReady();
    expect(font.rel).toBe('preload');
  });
});

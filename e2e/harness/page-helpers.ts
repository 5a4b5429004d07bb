import type { Page } from 'playwright-core';

// Expressions are passed as strings: this code is type-checked for Node, without DOM types.

export async function scrollPosition(page: Page): Promise<{ x: number; y: number }> {
  const [x, y] = await page.evaluate<[number, number]>('[window.scrollX, window.scrollY]');
  return { x, y };
}

export async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
}

/** True when the document is taller than the viewport, i.e. a scroll position can be non-zero. */
export async function isScrollable(page: Page): Promise<boolean> {
  return page.evaluate<boolean>('document.documentElement.scrollHeight > window.innerHeight + 50');
}

export async function sessionValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate<string | null, string>((name) => globalThis.sessionStorage.getItem(name), key);
}

export function pathname(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * Scrolls to a section that loads only when the visitor comes near it (apps/web/src/components/near-viewport.tsx, e.g.
 * an NFT's price chart and history), then waits until it has replaced its placeholder.
 */
export async function showSection(page: Page, name: string): Promise<void> {
  const anchor = page.locator(`[data-near-viewport="${name}"]`);
  await anchor.scrollIntoViewIfNeeded({ timeout: 30_000 });
  await page.locator(`[data-near-viewport="${name}"][data-near-viewport-shown]`).waitFor({ timeout: 30_000 });
}

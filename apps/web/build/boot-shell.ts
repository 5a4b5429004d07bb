import type { Plugin } from 'vite';

// The same default as src/config/env.ts: the operator's name shown until the app renders its own header.
const defaultAppName = 'NFT Marketplace';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/**
 * Writes the operator's name (VITE_APP_NAME) into index.html's boot shell: the header bar the browser paints from
 * the HTML alone, before the app's code has arrived, which the app then replaces with its own header
 * (docs/decisions/033-first-load-javascript.md).
 */
export function bootShell(): Plugin {
  return {
    name: 'nft-boot-shell',
    transformIndexHtml(html) {
      const name = process.env.VITE_APP_NAME?.trim() || defaultAppName;
      return html.replaceAll('%BOOT_APP_NAME%', escapeHtml(name));
    },
  };
}

import type { Plugin } from 'vite';

// The style sheet tags Vite writes into index.html for the entry's CSS.
const stylesheet = /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g;

/**
 * Turns index.html's style sheets into preloads marked `data-app-styles`, which `src/app/boot/app-styles.ts` applies
 * before the app's first render. A style sheet in the head blocks every paint until it has arrived, the boot shell's
 * too, although the shell brings its own styles (docs/decisions/065-first-screen-chunks.md).
 */
export function deferAppStyles(): Plugin {
  return {
    name: 'nft-defer-app-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(stylesheet, '<link rel="preload" as="style" crossorigin href="$1" data-app-styles>'),
    },
  };
}

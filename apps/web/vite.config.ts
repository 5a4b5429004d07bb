import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { bootShell } from './build/boot-shell';
import { deferAppStyles } from './build/defer-app-styles';
import { firstScreenChunks } from './build/first-screen-chunks';
import { scrollAreaMergeRefs } from './build/scroll-area-merge-refs';

// Packages every first screen runs anyway, bundled into one `framework` chunk (see build below). Not the
// UI kit's floating layer (@floating-ui, for tooltips, menus and selects): home has none of them, so it
// loads with the screens that do; nor react-transition-group, which only the toast container uses
// (docs/decisions/033-first-load-javascript.md); nor zod: the web reads API answers by type and only the
// screens that parse (forms, home's lists) load it (docs/decisions/042-web-reads-answers-by-type.md).
const firstScreenPackages = new RegExp(
  `node_modules[\\\\/](${[
    'react',
    'react-dom',
    'scheduler',
    'react-router',
    '@tanstack',
    'i18next',
    'react-i18next',
    'use-sync-external-store',
    'clsx',
  ].join('|')})[\\\\/]`,
);

// The UI kit's small pieces that home, explore and the NFT page all render (cards, badges, grids, skeletons) go
// in one `kit` chunk: split automatically they were 6 files of 0.3-2.5 KB on every first screen, each a request
// with about 0.8 KB of headers over HTTP/1.1 (docs/decisions/024-web-delivery-and-content-security-policy.md).
const allFirstScreensKit =
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](components[\\/](Card|Paper|Badge|SimpleGrid|Skeleton)[\\/]|core[\\/]utils[\\/](get-base-value|get-breakpoint-value|get-sorted-breakpoints)[\\/])/;

// react-router's package exports name only its development build, so a production bundle ran its dev checks and
// warnings (remix-run/react-router#14102): about a tenth of explore's script time under Lighthouse's mobile CPU.
// Builds take the production files the package ships beside it (docs/decisions/033-first-load-javascript.md).
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

// Each first screen's own code in one chunk, and what they share in one more (docs/decisions/065-first-screen-chunks.md).
const firstScreens = firstScreenChunks(fileURLToPath(new URL('.', import.meta.url)));

// The API serves the built app and `/v1` on one origin; in development Vite plays the web half
// and forwards `/v1` to the API on its default port.
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    bootShell(),
    deferAppStyles(),
    scrollAreaMergeRefs(),
    firstScreens.plugin,
    // `.br` and `.gz` copies of every text file, made once at build time at the highest levels, so the
    // server sends them as they are (apps/api/src/plugins/static-web.ts) instead of compressing per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  resolve: {
    // Every `zod` import gets the jitless one (src/config/zod-without-eval.ts, decision 024).
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/config/zod-without-eval.ts', import.meta.url)) },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  server: {
    proxy: {
      '/v1': { target: 'http://127.0.0.1:3000', changeOrigin: false, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: the API reads which chunks each first screen needs and preloads them with the page
    // (apps/api/src/plugins/page-preloads.ts, docs/decisions/024-web-delivery-and-content-security-policy.md).
    manifest: true,
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // What every first screen runs anyway (React, the router, the server cache, i18n, zod) goes in one
        // chunk: the automatic split made 50 to 90 small chunks per first screen, and many small files
        // compress worse than one (docs/decisions/024-web-delivery-and-content-security-policy.md).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: firstScreenPackages,
              priority: 10,
            },
            // The rest of the entry's static closure (the shell: layout, providers, the UI kit's pieces the
            // header and footer use, the API client) is one chunk too: left to the automatic split it was
            // about 45 files of a few hundred bytes, each compressed alone (docs/decisions/033-first-load-javascript.md).
            { name: 'shell', tags: ['$initial'], priority: 5 },
            { name: 'kit', test: allFirstScreensKit, priority: 4 },
            ...firstScreens.groups,
          ],
        },
      },
    },
  },
}));

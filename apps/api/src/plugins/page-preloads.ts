import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (dist/.vite/manifest.json), the fields read here. */
type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** index.html for one first screen with its preload links, and the compressed copies the browser may accept. */
export type PreloadedPage = { html: string; br: Buffer; gzip: Buffer };

/**
 * The first screens whose chain before the largest paint is shortened: the route's lazy chunk
 * (apps/web/src/app/route-table.tsx) would otherwise be asked for only after the framework and shell ran,
 * and the screens' texts only after that chunk. Patterns follow apps/web/src/config/paths.ts.
 */
/** An NFT page's path (apps/web/src/config/paths.ts): chain, contract address and token id, still URL-escaped. */
export const nftPagePath = /^\/nft-detail\/([^/]+)\/([^/]+)\/([^/]+)\/?$/;

const firstScreens: { path: RegExp; route: string }[] = [
  { path: /^\/$/, route: 'src/app/routes/home.tsx' },
  { path: /^\/market-place\/?$/, route: 'src/app/routes/market-place.tsx' },
  { path: nftPagePath, route: 'src/app/routes/nft-detail.tsx' },
];

/**
 * The screens' texts of the default language (apps/web/src/i18n/page-texts.ts). The chosen language lives in
 * the tab's session storage, which the server cannot see; a first visit is in the default language.
 */
const defaultPageTexts = 'src/i18n/pages/en.json';

/**
 * Reads the build manifest once and prepares index.html for each first screen with `<link rel="modulepreload">`
 * for its route chunk, the chunks that chunk imports statically and the screens' texts, so they download beside
 * the framework instead of one after another (docs/decisions/024-web-delivery-and-content-security-policy.md).
 * Without a manifest (an older build) there is nothing to add and every page gets index.html as built.
 */
export function preparePreloadedPages(distDir: string): (path: string) => PreloadedPage | undefined {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  const pages = firstScreens.map(({ path, route }) => {
    const links = preloadLinks(manifest, [route, defaultPageTexts], indexHtml);
    return { path, page: links.length > 0 ? compressed(withHeadLinks(indexHtml, links)) : undefined };
  });
  return (path) => pages.find((page) => page.path.test(path))?.page;
}

/** The link tags for `keys` and their static imports, leaving out files index.html already loads. */
export function preloadLinks(manifest: Manifest, keys: string[], indexHtml: string): string[] {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  const missing = (file: string): boolean => !indexHtml.includes(`/${file}"`);
  return [
    ...[...scripts].filter(missing).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...[...styles].filter(missing).map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ];
}

/** `html` with `links` added at the end of its <head>. */
export function withHeadLinks(html: string, links: string[]): string {
  return html.replace('</head>', `${links.join('\n    ')}\n  </head>`);
}

function compressed(html: string): PreloadedPage {
  return {
    html,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(html, { level: constants.Z_BEST_COMPRESSION }),
  };
}

import { join } from 'node:path';
import type { Plugin } from 'vite';
import { importGraph, staticClosure, type ImportGraph } from './import-graph';

/** The screens a visitor lands on first (the ones apps/api/src/plugins/page-preloads.ts preloads), by name. */
export const firstScreenRoutes = {
  home: 'src/app/routes/home.tsx',
  explore: 'src/app/routes/market-place.tsx',
  nft: 'src/app/routes/nft-detail.tsx',
} as const;

type Screen = keyof typeof firstScreenRoutes;
// The app's shared building blocks (components, libraries, configuration, workspace packages): other screens' lazily
// loaded parts use them too, and should not download a whole screen's chunk for one of them.
const sharedCode = /[\\/](apps[\\/]web[\\/]src[\\/](components|lib|config|i18n)|packages)[\\/]/;
// Packages besides the UI kit (home's slider, say) stay chunks of their own, as the automatic split makes them: another
// screen that uses a little of the screen's code would otherwise download the library too.
const otherPackage = /[\\/]node_modules[\\/](?!@mantine[\\/])/;
// The UI kit's components: dialogs and menus on other screens import the same inputs and buttons.
const kitComponent = /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]/;
// The UI kit's small helpers and hooks, which nearly every one of its components imports: shared building blocks too.
const kitHelper = /[\\/]node_modules[\\/]@mantine[\\/](hooks[\\/]|core[\\/]esm[\\/](core|utils)[\\/])/;

/**
 * Which first-screen chunk each module goes in. Modules the entry reaches (the shell, loaded by every page) are in
 * none, nor are packages besides the UI kit. `first-screens`: what two or more first screens import, and the app's
 * shared building blocks. For one screen: `<screen>-kit` for the UI kit's components (its inputs, say), which
 * dialogs and menus elsewhere import too; `<screen>-common` for the app's code that other lazily loaded modules use
 * too (explore's cards on a collection page); `<screen>-screen` for the rest.
 */
export function firstScreenChunkOf(
  imports: ImportGraph,
  entry: string,
  routes: Record<Screen, string>,
  lazyModules: Iterable<string>,
): Map<string, string> {
  const shell = staticClosure(imports, entry);
  const routeIds = new Set<string>(Object.values(routes));
  const usedElsewhere = new Set<string>();
  for (const lazy of lazyModules) if (!routeIds.has(lazy)) for (const id of staticClosure(imports, lazy)) usedElsewhere.add(id);
  const users = new Map<string, Screen[]>();
  for (const [screen, route] of Object.entries(routes) as [Screen, string][]) {
    for (const id of staticClosure(imports, route)) {
      if (!shell.has(id) && !otherPackage.test(id)) users.set(id, [...(users.get(id) ?? []), screen]);
    }
  }
  const chunkName = (id: string, screens: Screen[]) => {
    if (screens.length > 1 || sharedCode.test(id) || kitHelper.test(id)) return 'first-screens';
    if (kitComponent.test(id)) return `${screens[0]}-kit`;
    return usedElsewhere.has(id) ? `${screens[0]}-common` : `${screens[0]}-screen`;
  };
  return shareDependencies(imports, new Map([...users].map(([id, screens]) => [id, chunkName(id, screens)])));
}

/** What the shared chunk imports is shared too: else every first screen would download one screen's chunk for it. */
function shareDependencies(imports: ImportGraph, chunkOf: Map<string, string>): Map<string, string> {
  const pending = [...chunkOf].filter(([, chunk]) => chunk === 'first-screens').map(([id]) => id);
  while (pending.length > 0) {
    for (const dependency of imports(pending.pop()!)) {
      const chunk = chunkOf.get(dependency);
      if (chunk === undefined || chunk === 'first-screens') continue;
      chunkOf.set(dependency, 'first-screens');
      pending.push(dependency);
    }
  }
  return chunkOf;
}

/**
 * Code-splitting groups that put each first screen's code in a few chunks (above) instead of dozens. Left to the
 * automatic split, explore's first screen was 34 files and the NFT page's 26, each its own request over HTTP/1.1
 * (about 6 at a time), against 8 for home (docs/decisions/065-first-screen-chunks.md). The module graph is read when
 * the build phase ends, before rolldown splits it into chunks and asks the groups' `name`.
 */
export function firstScreenChunks(root: string) {
  let chunkOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'nft-first-screen-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const imports = importGraph((id) => this.getModuleInfo(id), ids);
      const routes = Object.fromEntries(Object.entries(firstScreenRoutes).map(([screen, route]) => [screen, join(root, route)]));
      const lazy = new Set(ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
      chunkOf = firstScreenChunkOf(imports, join(root, 'src/main.tsx'), routes as Record<Screen, string>, lazy);
    },
  };
  // A group takes only the modules named here, not their dependencies too (rolldown's default), which would bring in
  // everything the kit's index module re-exports. Shared code has the higher priority.
  const group = (name: (id: string) => string | null, priority: number) => ({ name, priority, includeDependenciesRecursively: false });
  const groups = [
    group((id) => (chunkOf.get(id) === 'first-screens' ? 'first-screens' : null), 3),
    group((id) => chunkOf.get(id) ?? null, 2),
  ];
  return { plugin, groups };
}

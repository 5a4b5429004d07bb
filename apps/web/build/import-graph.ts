import { dirname, join } from 'node:path';

// The static import graph of a build as the bundler will cut it into chunks: an import of the UI kit's index module
// counts only for the names it takes, and a package module's side-effect-only import of a sibling counts not at all
// (docs/decisions/065-first-screen-chunks.md).

/** The static imports of a module, as far as they can be known before tree-shaking. */
export type ImportGraph = (id: string) => readonly string[];

/** The modules `from` reaches by static imports, itself included. */
export function staticClosure(imports: ImportGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const pending = [from];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...imports(id));
  }
  return seen;
}

// The UI kit's index modules re-export every component: through them each screen would seem to reach all of the kit.
// An import from one of them is followed to the modules of the names it takes instead.
const barrels: Record<string, RegExp> = {
  '@mantine/core': /[\\/]@mantine[\\/]core[\\/]esm[\\/]index\.mjs$/,
  '@mantine/hooks': /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/,
};

/** `export { A, B as C } from './x.mjs'` lines of an index module: exported name to the module's id. */
export function barrelExports(id: string, code: string): Map<string, string> {
  const exports = new Map<string, string>();
  for (const [, names, from] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    for (const name of names!.split(',')) {
      const exported = name
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (exported) exports.set(exported, join(dirname(id), from!));
    }
  }
  return exports;
}

/** The names a module imports from `specifier` (`import { A, B as C } from 'specifier'`). */
export function importedNames(code: string, specifier: string): string[] {
  const quoted = specifier.replace(/[/\\^$.*+?()[\]{}|]/g, '\\$&');
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g');
  return [...code.matchAll(pattern)].flatMap(([, names]) =>
    names!
      .split(',')
      .map(
        (name) =>
          name
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!,
      )
      .filter(Boolean),
  );
}

/**
 * The modules a package module imports only for their side effects (`import '../Combobox/Combobox.mjs'`): the UI
 * kit's files name many such siblings, none with a side effect, so the bundler drops them and so does this graph.
 * A style sheet keeps its edge.
 */
export function bareRelativeImports(id: string, code: string): Set<string> {
  const bare = new Set<string>();
  for (const [, from] of code.matchAll(/^import\s*['"](\.[^'"]+)['"]/gm)) if (!from!.endsWith('.css')) bare.add(join(dirname(id), from!));
  for (const [, from] of code.matchAll(/^(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]/gm)) bare.delete(join(dirname(id), from!));
  return bare;
}

type ModuleInfo = { importedIds: readonly string[]; code: string | null };

/** The import graph of a build, with imports from the kit's index modules followed name by name. */
export function importGraph(info: (id: string) => ModuleInfo | null, moduleIds: Iterable<string>): ImportGraph {
  const barrelIds = new Map<string, { specifier: string; exports: Map<string, string> }>();
  for (const id of moduleIds) {
    const specifier = Object.keys(barrels).find((name) => barrels[name]!.test(id));
    if (specifier) barrelIds.set(id, { specifier, exports: barrelExports(id, info(id)?.code ?? '') });
  }
  return (id) => {
    const module = info(id);
    if (!module || barrelIds.has(id)) return [];
    const dropped = /[\\/]node_modules[\\/]/.test(id) ? bareRelativeImports(id, module.code ?? '') : new Set<string>();
    return module.importedIds.flatMap((imported) => {
      if (dropped.has(imported)) return [];
      const barrel = barrelIds.get(imported);
      if (!barrel) return [imported];
      return importedNames(module.code ?? '', barrel.specifier).flatMap((name) => barrel.exports.get(name) ?? []);
    });
  };
}

// Type-checks every workspace and the root project (scripts, e2e, bench) in one `tsgo -b` run with
// project references: each workspace is checked once and its dependants read its declarations,
// instead of 11 `tsc -p` runs that each re-checked the shared packages (decision 026).
//
// The workspaces' own tsconfig.json files stay as they are (no emit, what editors use). This script
// writes a build wrapper per workspace into .tsbuild/ (gitignored) that extends it, makes it
// composite, emits declarations only, and references the workspaces it imports. The references are
// derived from the sources and package.json, so a new workspace or import needs no hand-kept list.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { run } from './run.mjs';

const buildDir = '.tsbuild';

/** Workspace directories (relative to the root) that have a tsconfig.json, keyed by package name. */
export function workspaces(root) {
  const found = new Map();
  for (const group of ['packages', 'apps']) {
    for (const name of readdirSync(join(root, group))) {
      const dir = join(group, name);
      const manifest = join(root, dir, 'package.json');
      if (!existsSync(join(root, dir, 'tsconfig.json')) || !existsSync(manifest)) continue;
      found.set(JSON.parse(readFileSync(manifest, 'utf8')).name, dir);
    }
  }
  return found;
}

/** Every `@nft/<name>` a directory's TypeScript sources import, plus its declared @nft dependencies. */
function importedWorkspaces(root, dir, names) {
  const seen = new Set();
  const manifest = join(root, dir, 'package.json');
  if (existsSync(manifest)) {
    const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) if (names.has(name)) seen.add(name);
  }
  const visit = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const full = join(path, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.(ts|tsx|mts)$/.test(entry.name)) {
        for (const match of readFileSync(full, 'utf8').matchAll(/from '(@nft\/[a-z0-9-]+)/g)) if (names.has(match[1])) seen.add(match[1]);
      }
    }
  };
  visit(join(root, dir));
  return [...seen].sort();
}

/** tsconfig.json allows comments; JSON.parse does not. */
function stripComments(text) {
  return text.replace(/^\s*\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
}

function write(path, config) {
  const text = `${JSON.stringify(config, null, 2)}\n`;
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return; // unchanged: keep the build's up-to-date check
  writeFileSync(path, text);
}

/** Writes .tsbuild/<workspace>/tsconfig.json wrappers and .tsbuild/tsconfig.json (the root project). */
export function writeBuildConfigs(root) {
  const byName = workspaces(root);
  const names = new Set(byName.keys());
  const wrapperDir = (dir) => join(root, buildDir, dir);
  for (const [name, dir] of byName) {
    const out = wrapperDir(dir);
    mkdirSync(out, { recursive: true });
    const references = importedWorkspaces(root, dir, names)
      .filter((dep) => dep !== name)
      .map((dep) => ({ path: relative(out, wrapperDir(byName.get(dep))) }));
    const own = JSON.parse(stripComments(readFileSync(join(root, dir, 'tsconfig.json'), 'utf8')));
    // A composite project must list every file it compiles; JSON modules (texts) are imported, so add them.
    const include = (own.include ?? ['src']).flatMap((pattern) => {
      const path = relative(out, join(root, dir, pattern));
      return pattern.endsWith('.ts') ? [path] : [path, `${path}/**/*.json`];
    });
    write(join(out, 'tsconfig.json'), {
      extends: relative(out, join(root, dir, 'tsconfig.json')),
      include,
      compilerOptions: {
        composite: true,
        noEmit: false,
        emitDeclarationOnly: true,
        declaration: true,
        declarationMap: false,
        rootDir: relative(out, join(root, dir)),
        outDir: 'types',
        tsBuildInfoFile: 'tsconfig.tsbuildinfo',
      },
      references,
    });
  }
  // The root project (scripts, e2e, bench) references only what it imports: a reference to the web
  // app would bring the DOM's types into Node-only code.
  const rootOut = join(root, buildDir, 'root');
  mkdirSync(rootOut, { recursive: true });
  const rootImports = ['e2e', 'scripts', 'bench']
    .filter((dir) => existsSync(join(root, dir)))
    .flatMap((dir) => importedWorkspaces(root, dir, names));
  write(join(rootOut, 'tsconfig.json'), {
    extends: relative(rootOut, join(root, 'tsconfig.json')),
    compilerOptions: { noEmit: true, incremental: true, tsBuildInfoFile: 'tsconfig.tsbuildinfo' },
    references: [...new Set(rootImports)].sort().map((dep) => ({ path: relative(rootOut, wrapperDir(byName.get(dep))) })),
  });
  // The solution: every workspace and the root project, built in dependency order.
  const out = join(root, buildDir);
  write(join(out, 'tsconfig.json'), {
    files: [],
    references: [...[...byName.values()].map(wrapperDir), rootOut].map((path) => ({ path: relative(out, path) })),
  });
  return join(out, 'tsconfig.json');
}

/**
 * The build runs with tsgo, TypeScript's native compiler (the same checks, the same project references), on one
 * thread: 36 s and 42 s of CPU for a cold check of the whole repository where `tsc -b` took 109 s and 145 s, and its
 * own threads only cost more CPU on two cores (docs/decisions/062-typecheck-with-tsgo.md). `tsc` stays what
 * editors and typed lint use.
 */
export async function typecheckAll(root) {
  const config = writeBuildConfigs(root);
  await run('npx', ['tsgo', '-b', relative(root, config), '--singleThreaded'], { cwd: root });
}

// Sorts the workspaces' Node test files into the ones that touch the test database and the ones that
// do not, so CI's PostgreSQL pass runs only the former (decision 026). A file touches the database
// when it, or anything it imports (relative imports and @nft/* packages, followed transitively),
// reads TEST_DATABASE_URL: that is what createTestDatabase() from @nft/db/testing does. Nothing has
// to be named or tagged by hand; and the `unit` project refuses a test database at run time
// (packages/db/src/testing/test-env.ts), so a file this scan misses fails instead of being skipped.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const marker = 'TEST_DATABASE_URL';
const importPattern = /(?:from|import)\s*\(?\s*'([^']+)'/g;

function listTests(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) listTests(full, out);
    else if (/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

function packageExports(root) {
  const map = new Map();
  for (const group of ['packages', 'apps']) {
    for (const name of existsSync(join(root, group)) ? readdirSync(join(root, group)) : []) {
      const manifest = join(root, group, name, 'package.json');
      if (!existsSync(manifest)) continue;
      const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
      const exports = typeof pkg.exports === 'string' ? { '.': pkg.exports } : (pkg.exports ?? {});
      for (const [sub, target] of Object.entries(exports)) {
        if (typeof target === 'string') map.set(sub === '.' ? pkg.name : `${pkg.name}/${sub.slice(2)}`, join(root, group, name, target));
      }
    }
  }
  return map;
}

function resolveFile(base) {
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base.replace(/\.js$/, '.ts')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

/** { db, other }: absolute paths of test files under `dirs` that do / do not reach the test database. */
export function splitByDatabase(root, dirs) {
  const exportsMap = packageExports(root);
  const touches = new Map(); // file -> boolean, memoised; in-progress files count as false (cycles)
  const reaches = (file) => {
    if (touches.has(file)) return touches.get(file);
    touches.set(file, false);
    const text = readFileSync(file, 'utf8');
    let result = text.includes(marker);
    for (const match of result ? [] : text.matchAll(importPattern)) {
      const specifier = match[1];
      const target = specifier.startsWith('.') ? resolveFile(resolve(dirname(file), specifier)) : exportsMap.get(specifier);
      if (target && /\.(ts|tsx)$/.test(target) && reaches(target)) {
        result = true;
        break;
      }
    }
    touches.set(file, result);
    return result;
  };
  const db = [];
  const other = [];
  for (const file of dirs.flatMap((dir) => listTests(join(root, dir)))) (reaches(file) ? db : other).push(file);
  const rel = (files) => files.map((file) => relative(root, file)).sort();
  return { db: rel(db), other: rel(other) };
}

/**
 * { mocking, other }: test files under `dirs` (relative to root) that do / do not call `vi.mock`. A
 * module mock outlives its file in a worker that is not isolated (Vitest resets its mocker only
 * between isolated files), so the files that mock run isolated and the rest share their workers
 * (decision 032).
 */
export function splitByModuleMocks(root, dirs) {
  const mocking = [];
  const other = [];
  for (const file of dirs.flatMap((dir) => listTests(join(root, dir)))) {
    (/\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')) ? mocking : other).push(relative(root, file));
  }
  return { mocking: mocking.sort(), other: other.sort() };
}

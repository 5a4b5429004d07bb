// Runs the drizzle-kit CLI so that it finds this workspace's drizzle-orm. npm installed drizzle-orm
// under packages/db/node_modules while drizzle-kit sits in the root node_modules, where neither its
// `require('drizzle-orm')` nor its `import('drizzle-orm/...')` can see it ("Please install latest
// version of drizzle-orm"). Harmless once both are hoisted.
import Module, { createRequire, register } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const packageJson = new URL('../package.json', import.meta.url);
const ownNodeModules = fileURLToPath(new URL('../node_modules', import.meta.url));

// CommonJS: make require('drizzle-orm') also search this workspace.
process.env.NODE_PATH = [ownNodeModules, process.env.NODE_PATH].filter(Boolean).join(':');
Module._initPaths();

// ESM: resolve drizzle-orm specifiers as if they were imported from this workspace.
const hooks = `
let parentURL;
export function initialize(data) { parentURL = data.parentURL; }
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) return next(specifier, { ...context, parentURL });
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`, import.meta.url, { data: { parentURL: packageJson.href } });

const require = createRequire(packageJson);
const kitDir = dirname(require.resolve('drizzle-kit'));
await import(pathToFileURL(join(kitDir, 'bin.cjs')).href);

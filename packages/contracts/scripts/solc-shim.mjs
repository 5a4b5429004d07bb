#!/usr/bin/env node
// forge cannot download a native solc here, so foundry.toml points at this shim. forge calls it
// with `--version`, then with `--standard-json` (input on stdin) plus path flags that the solcjs
// CLI rejects, so we answer both ourselves through the solc npm package.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const solc = createRequire(import.meta.url)('solc');
const args = process.argv.slice(2);

if (args.includes('--version')) {
  process.stdout.write(`solc, the solidity compiler commandline interface\nVersion: ${solc.version()}\n`);
} else {
  const flagValues = (flag) => args.flatMap((arg, i) => (arg === flag && args[i + 1] ? [args[i + 1]] : []));
  const roots = [...flagValues('--base-path'), ...flagValues('--include-path'), process.cwd()];
  const findImports = (path) => {
    for (const root of roots) {
      try {
        return { contents: readFileSync(resolve(root, path), 'utf8') };
      } catch {
        // not under this root; try the next one
      }
    }
    return { error: `File not found: ${path}` };
  };
  process.stdout.write(solc.compile(readFileSync(0, 'utf8'), { import: findImports }));
}

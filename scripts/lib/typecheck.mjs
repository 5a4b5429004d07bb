// Type-checks every workspace with its own tsconfig (browser and Node settings differ), then the
// root project (scripts, e2e tests). Each run is `tsc -p <dir>` with noEmit.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './run.mjs';

export function typecheckTargets(root) {
  const workspaces = ['packages', 'apps'].flatMap((group) =>
    readdirSync(join(root, group))
      .map((name) => join(group, name))
      .filter((dir) => existsSync(join(root, dir, 'tsconfig.json'))),
  );
  return ['.', ...workspaces];
}

export async function typecheckAll(root) {
  for (const dir of typecheckTargets(root)) await run('npx', ['tsc', '-p', dir], { cwd: root });
}

// `npm test`: installs what is missing, then lint, typecheck, contract tests (forge, fuzz
// included), and every Vitest project (unit, web, browser). PGlite by default; set
// TEST_DATABASE_URL to run the database-backed tests on PostgreSQL.
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { run, step } from './lib/run.mjs';
import { typecheckAll } from './lib/typecheck.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npx = (args) => run('npx', args, { cwd: root });

await ensureInstalled(root);
await ensureChromium();

step('Lint');
await npx(['eslint', '.', '--max-warnings', '0']);

step('Typecheck');
await typecheckAll(root);

await ensureBuilt(root);

step('Contract tests (forge, unit + fuzz)');
await run('npm', ['run', 'test:contracts', '-w', '@nft/contracts'], { cwd: root });

step(`Vitest on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
await npx(['vitest', 'run']);

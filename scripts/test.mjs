// `npm test`: installs what is missing, then lint, format check, typecheck, the contracts' compile and tests
// (forge, fuzz included), the web build and the web app's Vitest projects (side by side), the Vitest
// projects unit and db together, and the browser tests (e2e) last. PGlite by default; TEST_DATABASE_URL runs
// the database-backed tests on PostgreSQL.
//
// TEST_SCOPE=db runs only the `db` project: CI's second pass uses it on PostgreSQL, because
// everything else does not depend on the database and already ran once (decision 026).
// Each phase's time and the ten slowest test files are printed at the end. With TEST_PHASE_LOG set to a
// file, each phase's name is appended to it as the phase begins: .ci/run starts its PostgreSQL pass
// when the unit and database tests begin. With TEST_E2E_AFTER set to a file, the browser tests wait until
// it exists: .ci/run writes it when that pass is over, so they have the machine to themselves (decision 068).
import { appendFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { ensureBuilt, ensureWebBuilt } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { run, step } from './lib/run.mjs';
import { phaseTimer } from './lib/phase-timer.mjs';
import { printSlowestFiles } from './lib/slowest-files.mjs';
import { typecheckAll } from './lib/typecheck.mjs';
import { waitForFile } from './lib/wait-for-file.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npx = (args) => run('npx', args, { cwd: root });
const scope = process.env.TEST_SCOPE ?? 'all';
if (scope !== 'all' && scope !== 'db') throw new Error(`TEST_SCOPE must be 'all' or 'db', not '${scope}'`);
const database = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const results = join(root, 'test-results');
mkdirSync(results, { recursive: true });
const phaseLog = process.env.TEST_PHASE_LOG;
const timer = phaseTimer({ onStart: (name) => phaseLog && appendFileSync(phaseLog, `${name}\n`) });

/** One Vitest run; its JSON report (per file durations) goes to test-results/ for the slowest-files list. */
const vitest = (name, projects) =>
  npx([
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(results, `vitest-${name}-${database}.json`)}`,
  ]);

await timer.phase('Install', () => ensureInstalled(root));

if (scope === 'db') {
  await timer.phase('Compile contracts (cached)', () => ensureBuilt(root, { web: false }));
  step(`Vitest: db on ${database}`);
  await timer.phase(`Vitest db (${database})`, () => vitest('db', ['db']));
} else {
  await timer.phase('Chromium present', () => ensureChromium());
  // Every check and build before the Node Vitest run, side by side, with the web app's jsdom tests: tsgo -b, eslint,
  // prettier, solc (the contracts and forge's compile, then the forge tests) and the web build are each mostly one
  // busy core, and run one group after the other they left the second core idle for long stretches (decision 060's
  // Update). None of them reads what another writes.
  step('Lint, format check, typecheck, contracts (compile, forge tests), web build and the web app tests (side by side)');
  await timer.phase('Checks, builds, forge and web tests', () =>
    Promise.all([
      timer.phase('  typecheck (tsgo -b)', () => typecheckAll(root)),
      timer.phase('  lint', () => npx(['eslint', '.', '--max-warnings', '0'])),
      timer.phase('  format (prettier --check)', () => npx(['prettier', '--check', '--log-level', 'warn', '.'])),
      timer.phase('  contracts build + forge tests', async () => {
        // solc-js runs on one thread: the artifacts' compile and forge's compile of the contracts with their tests run side
        // by side (alone on a quiet machine: 92 s against 138 s one after the other). The forge tests read the artifacts
        // only when they run, after both (decision 060's Update).
        await Promise.all([ensureBuilt(root, { web: false }), run('npx', ['forge', 'build'], { cwd: join(root, 'packages/contracts') })]);
        step('Contract tests (forge, unit + fuzz)');
        await run('npm', ['run', 'test:contracts', '-w', '@nft/contracts'], { cwd: root });
      }),
      timer.phase('  web build', () => ensureWebBuilt(root)),
      // The web app's jsdom tests need neither the contracts nor the build, and for the last minute of this phase the
      // one-thread solc compile alone left a core idle (decision 060's Update of the sixth session).
      timer.phase('  Vitest web', () => vitest('web', ['web', 'web-isolated'])),
    ]),
  );
  step(`Vitest: unit, db on ${database}`);
  await timer.phase(`Vitest unit+db (${database})`, () => vitest('node', ['unit', 'db']));
  const e2eAfter = process.env.TEST_E2E_AFTER;
  if (e2eAfter) await timer.phase('Wait for the PostgreSQL pass', () => waitForFile(e2eAfter));
  step('Vitest: browser tests (e2e, PGlite)');
  await timer.phase('Vitest e2e', () => vitest('e2e', ['e2e']));
}

timer.print();
printSlowestFiles(results, 10);

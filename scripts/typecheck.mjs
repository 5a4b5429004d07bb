// `npm run typecheck`: the same type check `npm test` runs.
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { typecheckAll } from './lib/typecheck.mjs';

await typecheckAll(join(dirname(fileURLToPath(import.meta.url)), '..'));

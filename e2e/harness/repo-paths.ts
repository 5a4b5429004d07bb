import { fileURLToPath } from 'node:url';

/** The repository root, found from this file so tests run from any working directory. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const webAppDir = fileURLToPath(new URL('../../apps/web', import.meta.url));
export const webDistDir = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

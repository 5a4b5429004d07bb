import { fileURLToPath } from 'node:url';

// Defaults are anchored to the repository, not the working directory, so `npm start` from any
// folder finds the same `.data/` and web build.
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

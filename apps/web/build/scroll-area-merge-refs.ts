import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const scrollArea = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const mergeRefs = fileURLToPath(new URL('../src/config/merge-refs.ts', import.meta.url));

/**
 * Resolves Mantine ScrollArea's import of @floating-ui/react (only `useMergeRefs`) to src/config/merge-refs.ts, so a
 * table does not bring the whole floating layer with it; every other importer gets the package as before.
 */
export function scrollAreaMergeRefs(): Plugin {
  return {
    name: 'nft-scroll-area-merge-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '@floating-ui/react' && importer && scrollArea.test(importer) ? mergeRefs : null;
    },
  };
}

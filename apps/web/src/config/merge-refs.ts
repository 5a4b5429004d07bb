import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * `useMergeRefs` for Mantine's ScrollArea, the one thing it takes from @floating-ui/react (vite.config.ts resolves its
 * import here). Every table on a first screen (Table's scroll container) otherwise loaded all of floating-ui, 13 KB as
 * sent, that only menus, selects and tooltips need (docs/decisions/033-first-load-javascript.md). Mantine's own hook
 * merges refs the same way, cleanups included.
 */
export function useMergeRefs<T>(refs: Array<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}

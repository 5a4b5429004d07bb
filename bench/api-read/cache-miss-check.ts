import { z } from 'zod';
import { median } from '../lib/median';
import type { ResolvedQuery } from './query-mix';

const pageSchema = z.object({ data: z.object({ items: z.array(z.unknown()) }) });

/**
 * Reads the cache-miss variant of every page of the mix once and fails the run if one is refused
 * or comes back empty where the real page was not: a miss load of error pages or empty lists would
 * flatter the figure. Answers the median body size of the variants, for the report.
 */
export async function checkCacheMissPages(baseUrl: string, queries: ResolvedQuery[], missPath: (path: string) => string): Promise<number> {
  const sizes: number[] = [];
  for (const query of queries) {
    for (const [index, path] of query.paths.entries()) {
      const variant = missPath(path);
      const response = await fetch(`${baseUrl}${variant}`);
      const body = await response.text();
      if (!response.ok) throw new Error(`cache-miss variant ${variant} of ${path} answered ${response.status}: ${body.slice(0, 300)}`);
      const items = pageSchema.parse(JSON.parse(body)).data.items.length;
      const realItems = pageSchema.parse(JSON.parse(query.bodies[index]!)).data.items.length;
      if (realItems > 0 && items === 0)
        throw new Error(`cache-miss variant ${variant} of ${path} lists nothing (the real page lists ${realItems})`);
      sizes.push(Buffer.byteLength(body));
    }
  }
  return median(sizes);
}

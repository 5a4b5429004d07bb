import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * Follows `nextCursor` from `url` to the last page and returns every item in order. Each page
 * must hold at most `limit` items, and only the last one may lack a cursor.
 */
export async function walkPages<T>(app: FastifyInstance, url: string, limit: number): Promise<T[]> {
  const items: T[] = [];
  const separator = url.includes('?') ? '&' : '?';
  let cursor: string | null = null;
  for (let page = 0; page < 1000; page++) {
    const pageUrl: string = `${url}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await app.inject({ url: pageUrl });
    expect(response.statusCode, pageUrl).toBe(200);
    const data = response.json().data as { items: T[]; nextCursor: string | null };
    expect(data.items.length).toBeLessThanOrEqual(limit);
    items.push(...data.items);
    if (data.nextCursor === null) return items;
    expect(data.items.length).toBe(limit);
    cursor = data.nextCursor;
  }
  throw new Error(`${url} did not reach its last page`);
}

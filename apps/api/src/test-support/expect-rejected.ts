import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '@nft/db';
import { databaseFingerprint } from './database-fingerprint';

/**
 * Requests each URL and expects the failure envelope with `status` and `error`, never a 5xx, and
 * the catalogue tables exactly as they were before.
 */
export async function expectRejected(app: FastifyInstance, db: Database, urls: string[], status: number, error: string): Promise<void> {
  const before = await databaseFingerprint(db);
  for (const url of urls) {
    const response = await app.inject({ url });
    expect({ url, status: response.statusCode, error: response.json().error }).toEqual({ url, status, error });
    expect(response.json()).toMatchObject({ code: status, message: expect.any(String) });
  }
  expect(await databaseFingerprint(db)).toBe(before);
}

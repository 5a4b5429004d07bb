import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalMediaStore } from './local-media-store';

describe('local media store', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'media-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('stores bytes under their SHA-256 and reads them back with their type', async () => {
    const store = createLocalMediaStore(dir);
    const stored = await store.put(new TextEncoder().encode('{"name":"x"}'), 'application/json');
    const expected = createHash('sha256').update('{"name":"x"}').digest('hex');
    expect(stored).toEqual({ key: `${expected}.json`, sha256: expected, size: 12, contentType: 'application/json' });
    const read = await store.get(stored.key);
    expect(read?.contentType).toBe('application/json');
    expect(read?.data.toString()).toBe('{"name":"x"}');
  });

  it('stores the same bytes once', async () => {
    const store = createLocalMediaStore(dir);
    const a = await store.put(Buffer.from('same'), 'image/png');
    const b = await store.put(Buffer.from('same'), 'image/png');
    expect(a.key).toBe(b.key);
    const shard = await readdir(join(dir, a.key.slice(0, 2)));
    expect(shard).toEqual([a.key]);
  });

  it('refuses keys that are not content addresses, including path traversal', async () => {
    const store = createLocalMediaStore(dir);
    expect(await store.get('../../etc/passwd')).toBeUndefined();
    expect(await store.has('ab/../../x.png')).toBe(false);
    expect(await store.get(`${'a'.repeat(64)}.png`)).toBeUndefined();
  });
});

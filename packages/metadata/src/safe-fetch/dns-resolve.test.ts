import { lookup } from 'node:dns/promises';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDnsServer, type TestDnsServer } from '../testing/local-dns-server';
import { startCountingListener, type CountingListener } from '../testing/local-servers';
import { createDnsResolve } from './dns-resolve';
import { FetchSlots } from './fetch-slots';
import { safeFetch, type SafeFetchOptions } from './safe-fetch';
import { SafeFetchError } from './safe-fetch-error';

let silent: TestDnsServer;
let hostile: TestDnsServer;
let listener: CountingListener;

beforeAll(async () => {
  silent = await startTestDnsServer('silent');
  hostile = await startTestDnsServer({ 'loopback.test': '127.0.0.1', 'private.test': '10.0.0.7', 'metadata.test': '169.254.169.254' });
  listener = await startCountingListener();
});

afterAll(async () => {
  await Promise.all([silent.close(), hostile.close(), listener.close()]);
});

// A long c-ares timeout: only the fetch's own deadline can end these resolutions.
const hung = (totalTimeoutMs: number): SafeFetchOptions => ({
  ipfsGateway: 'https://gateway.invalid',
  totalTimeoutMs,
  resolve: createDnsResolve({ servers: [silent.server], timeoutMs: 60_000, tries: 1 }),
});

async function caught(promise: Promise<unknown>): Promise<SafeFetchError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}

describe('metadata DNS resolution (docs/security.md row 9)', () => {
  // Only the fetch's 1 s deadline can end this within the test's 20 s: the resolver itself waits 60 s. No wall-clock
  // assertion: unit tests share the machine with the rest of CI (decision 060).
  it('gives up on a DNS server that never answers within the fetch deadline', { timeout: 20_000 }, async () => {
    const error = await caught(safeFetch('http://never.test/token.json', 'json', hung(1_000)));
    expect(error.reason).toBe('timeout');
    expect(silent.queries).toBeGreaterThan(0);
  });

  it('keeps the thread pool free while many resolutions hang: file reads and dns.lookup finish first', async () => {
    let settled = 0;
    const fetches = Array.from({ length: 12 }, (_, i) =>
      safeFetch(`http://hang-${i}.test/token.json`, 'json', hung(4_000)).then(
        () => settled++,
        () => settled++,
      ),
    );
    // getaddrinfo (dns.lookup) and fs both run on libuv's four threads: with 12 names stuck in
    // getaddrinfo neither would finish before the fetches' deadline.
    await Promise.all([
      readFile(new URL(import.meta.url)),
      lookup('localhost'),
      ...Array.from({ length: 8 }, () => readFile(new URL(import.meta.url))),
    ]);
    expect(settled).toBe(0);
    await Promise.all(fetches);
  });

  it('refuses a host whose DNS answer is a loopback, private or metadata address, and never connects', async () => {
    const resolve = createDnsResolve({ servers: [hostile.server], timeoutMs: 1_000, tries: 1 });
    const options: SafeFetchOptions = { ipfsGateway: 'https://gateway.invalid', totalTimeoutMs: 3_000, resolve };
    await expect(resolve('loopback.test', Date.now() + 3_000)).resolves.toEqual([{ address: '127.0.0.1', family: 4 }]);
    for (const host of ['loopback.test', 'private.test', 'metadata.test']) {
      const error = await caught(safeFetch(`http://${host}:${listener.port}/token.json`, 'json', options));
      expect(error.reason, host).toBe('address');
    }
    expect(listener.connections()).toBe(0);
  });

  it('reports a name that does not exist as a network failure', async () => {
    const resolve = createDnsResolve({ servers: [hostile.server], timeoutMs: 1_000, tries: 1 });
    const error = await caught(safeFetch('http://missing.test/token.json', 'json', { ipfsGateway: 'https://gateway.invalid', resolve }));
    expect(error.reason).toBe('network');
  });
});

describe('FetchSlots', () => {
  it('runs at most its size at once and every task in the end', async () => {
    const slots = new FetchSlots(2);
    let active = 0;
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        slots
          .run(async () => {
            active++;
            peak = Math.max(peak, active);
            await new Promise((resolve) => setImmediate(resolve));
            active--;
            if (i === 3) throw new Error('one fails');
            return i;
          })
          .catch(() => -1),
      ),
    );
    expect(peak).toBe(2);
    expect(results).toEqual([0, 1, 2, -1, 4, 5]);
  });

  it('holds hung fetches past its size back: only the first ones reach the DNS server', async () => {
    const dns = await startTestDnsServer('silent');
    try {
      const options: SafeFetchOptions = {
        // The first two hold their slots for 3 s: room for a busy machine to deliver their four queries before either
        // gives up and lets a third fetch ask.
        ...hung(3_000),
        resolve: createDnsResolve({ servers: [dns.server], timeoutMs: 60_000, tries: 1 }),
        slots: new FetchSlots(2),
      };
      const fetches = Array.from({ length: 5 }, (_, i) => safeFetch(`http://slot-${i}.test/`, 'json', options).catch(() => undefined));
      // Two fetches in their slots, each asking for A and AAAA.
      await expect.poll(() => dns.queries, { timeout: 2_500 }).toBeGreaterThanOrEqual(4);
      expect(dns.queries).toBe(4);
      await Promise.all(fetches);
      expect(dns.queries).toBe(10);
    } finally {
      await dns.close();
    }
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalMediaStore } from '@nft/media';
import { startS3TestServer } from '@nft/media/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingListener, startTestHttpServer, type CountingListener, type TestHttpServer } from '../testing/local-servers';
import { safeFetch, type SafeFetchOptions } from './safe-fetch';
import { SafeFetchError, type SafeFetchRefusal } from './safe-fetch-error';

let listener: CountingListener;
let friendly: TestHttpServer;
let tempDir: string;
const base: SafeFetchOptions = { ipfsGateway: 'https://gateway.invalid', connectTimeoutMs: 1_000, totalTimeoutMs: 1_500 };

beforeAll(async () => {
  listener = await startCountingListener();
  tempDir = await mkdtemp(join(tmpdir(), 'safe-fetch-'));
  friendly = await startTestHttpServer((request, response) => {
    const port = listener.port;
    const routes: Record<string, () => void> = {
      '/json': () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"ok"}'),
      '/html': () => response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>'),
      '/to-loopback': () => response.writeHead(302, { location: `http://127.0.0.1:${port}/` }).end(),
      '/to-hex-loopback': () => response.writeHead(307, { location: `http://0x7f000001:${port}/` }).end(),
      '/to-metadata': () => response.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
      '/to-file': () => response.writeHead(302, { location: 'file:///etc/passwd' }).end(),
      '/loop': () => response.writeHead(302, { location: '/loop' }).end(),
      '/hop': () => response.writeHead(302, { location: '/json' }).end(),
      // 1 GB announced by nothing: a body that would go on forever, cut at the cap.
      '/endless': () => {
        response.writeHead(200, { 'content-type': 'application/json' });
        const chunk = Buffer.alloc(64 * 1024, 32);
        const write = () => {
          while (response.write(chunk));
          response.once('drain', write);
        };
        write();
      },
      '/huge-declared': () =>
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(1024 ** 3) }).flushHeaders(),
      '/silent': () => undefined,
    };
    (routes[request.url ?? ''] ?? (() => response.writeHead(404).end()))();
  });
});

afterAll(async () => {
  await friendly.close();
  await listener.close();
  await rm(tempDir, { recursive: true, force: true });
});

async function refusal(uri: string, options: SafeFetchOptions = base): Promise<SafeFetchRefusal> {
  const error = await safeFetch(uri, 'json', options).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return (error as SafeFetchError).reason;
}

const withFriendly = (): SafeFetchOptions => ({ ...base, allowedTestOrigins: [friendly.origin] });

describe('safeFetch refuses hostile URLs without connecting (docs/security.md row 9)', () => {
  const hostile = (port: number) => [
    `http://127.0.0.1:${port}/`,
    `http://[::1]:${port}/`,
    `http://0x7f000001:${port}/`,
    `http://2130706433:${port}/`,
    `http://017700000001:${port}/`,
    `http://127.1:${port}/`,
    `http://0.0.0.0:${port}/`,
    `http://[::ffff:127.0.0.1]:${port}/`,
    `http://[::]:${port}/`,
    `http://localhost:${port}/`,
    `https://127.0.0.1:${port}/`,
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://10.0.0.1/',
    'http://172.16.0.1/',
    'http://192.168.0.1/',
    'http://100.64.0.1/',
    'http://[fe80::1]/',
    'http://224.0.0.1/',
  ];

  it('refuses every loopback, private, link-local, CGNAT and metadata form by address', async () => {
    for (const uri of hostile(listener.port)) expect(await refusal(uri), uri).toBe('address');
    expect(listener.connections()).toBe(0);
  });

  it('refuses other schemes', async () => {
    for (const uri of [
      'file:///etc/passwd',
      `gopher://127.0.0.1:${listener.port}/_`,
      `ftp://127.0.0.1:${listener.port}/`,
      'javascript:alert(1)',
    ]) {
      expect(await refusal(uri), uri).toBe('scheme');
    }
    expect(listener.connections()).toBe(0);
  });

  it('refuses a host whose DNS answers include any non-public address, and connects only to the vetted one', async () => {
    const resolve = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    expect(await refusal(`http://rebind.test:${listener.port}/`, { ...base, resolve })).toBe('address');
    expect(listener.connections()).toBe(0);
  });

  it('re-checks every redirect hop: redirects to loopback, metadata or file:// are refused', async () => {
    const options = withFriendly();
    expect(await refusal(`${friendly.origin}/to-loopback`, options)).toBe('address');
    expect(await refusal(`${friendly.origin}/to-hex-loopback`, options)).toBe('address');
    expect(await refusal(`${friendly.origin}/to-metadata`, options)).toBe('address');
    expect(await refusal(`${friendly.origin}/to-file`, options)).toBe('scheme');
    expect(await refusal(`${friendly.origin}/loop`, options)).toBe('redirect');
    expect(listener.connections()).toBe(0);
  });

  it('cuts an endless body at the cap and a silent server at the timeout', async () => {
    const options = { ...withFriendly(), maxJsonBytes: 256 * 1024 };
    expect(await refusal(`${friendly.origin}/endless`, options)).toBe('too_large');
    expect(await refusal(`${friendly.origin}/huge-declared`, options)).toBe('too_large');
    expect(await refusal(`${friendly.origin}/silent`, { ...options, totalTimeoutMs: 300 })).toBe('timeout');
  });

  it('refuses unexpected content types', async () => {
    expect(await refusal(`${friendly.origin}/html`, withFriendly())).toBe('content_type');
  });

  it('a loopback server is unreachable unless its exact origin is allowed for the test', async () => {
    expect(await refusal(`${friendly.origin}/json`)).toBe('address');
  });
});

describe('safeFetch fetches what it should', () => {
  it('follows a safe redirect and reads the body', async () => {
    const fetched = await safeFetch(`${friendly.origin}/hop`, 'json', withFriendly());
    expect(JSON.parse(fetched.data.toString('utf8'))).toEqual({ name: 'ok' });
    expect(fetched.url).toBe(`${friendly.origin}/json`);
  });

  it('connects to the vetted address only, whatever the system resolver would say (pinning)', async () => {
    // `pinned.test` does not exist in DNS: the request can only succeed through the pinned lookup.
    const origin = friendly.origin.replace('127.0.0.1', 'pinned.test');
    const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    const fetched = await safeFetch(`${origin}/json`, 'json', { ...base, resolve, allowedTestOrigins: [origin] });
    expect(JSON.parse(fetched.data.toString('utf8'))).toEqual({ name: 'ok' });
  });

  it('decodes data: URIs locally, base64 and percent-encoded, with a cap', async () => {
    const json = '{"name":"data"}';
    const b64 = await safeFetch(`data:application/json;base64,${Buffer.from(json).toString('base64')}`, 'json', base);
    expect(b64.data.toString('utf8')).toBe(json);
    const plain = await safeFetch(`data:application/json,${encodeURIComponent(json)}`, 'json', base);
    expect(plain.data.toString('utf8')).toBe(json);
    expect(await refusal(`data:application/json,${'x'.repeat(5000)}`, { ...base, maxJsonBytes: 1000 })).toBe('too_large');
  });

  it("reads the marketplace's own /media/ keys from the store without any request", async () => {
    const store = createLocalMediaStore(join(tempDir, 'media'));
    const stored = await store.put(Buffer.from('{"name":"own"}'), 'application/json');
    // The public URL is a loopback origin on the counting listener: a network request would be counted.
    const publicUrl = `http://127.0.0.1:${listener.port}`;
    const fetched = await safeFetch(`${publicUrl}/media/${stored.key}`, 'json', { ...base, ownMedia: { publicUrl, store } });
    expect(fetched.data.toString('utf8')).toBe('{"name":"own"}');
    expect(await refusal(`${publicUrl}/media/../secret`, { ...base, ownMedia: { publicUrl, store } })).toBe('address');
    expect(await refusal(`${publicUrl}/v1/health`, { ...base, ownMedia: { publicUrl, store } })).toBe('address');
    expect(listener.connections()).toBe(0);
  });

  it('reads them from an S3 bucket the same way when media lives there (decision 043), never from the media origin', async () => {
    const s3 = await startS3TestServer();
    try {
      const store = s3.createStore();
      const stored = await store.put(Buffer.from('{"name":"in the bucket"}'), 'application/json');
      const publicUrl = `http://127.0.0.1:${listener.port}`;
      const before = listener.connections();
      const fetched = await safeFetch(`${publicUrl}/media/${stored.key}`, 'json', { ...base, ownMedia: { publicUrl, store } });
      expect(fetched.data.toString('utf8')).toBe('{"name":"in the bucket"}');
      expect(listener.connections()).toBe(before);
    } finally {
      await s3.close();
    }
  });

  it('rewrites ipfs:// through the configured gateway', async () => {
    // The gateway here is the allowed test server; the path shows the rewrite.
    const seen: string[] = [];
    const gateway = await startTestHttpServer((request, response) => {
      seen.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    try {
      await safeFetch('ipfs://bafybeigdyrzt/1.json', 'json', {
        ...base,
        ipfsGateway: gateway.origin,
        allowedTestOrigins: [gateway.origin],
      });
      await safeFetch('ipfs://ipfs/bafybeigdyrzt/2.json', 'json', {
        ...base,
        ipfsGateway: gateway.origin,
        allowedTestOrigins: [gateway.origin],
      });
      expect(seen).toEqual(['/ipfs/bafybeigdyrzt/1.json', '/ipfs/bafybeigdyrzt/2.json']);
    } finally {
      await gateway.close();
    }
  });
});

describe('the counting listener', () => {
  // Last on purpose: proves the zero counts above could have failed.
  it('does count a connection that is let through', async () => {
    const origin = `http://127.0.0.1:${listener.port}`;
    expect(await refusal(`${origin}/`, { ...base, allowedTestOrigins: [origin] })).toBe('network');
    expect(listener.connections()).toBe(1);
  });
});

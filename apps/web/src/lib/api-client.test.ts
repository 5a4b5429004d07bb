import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answer, buildUrl, createApiClient } from './api-client';
import { ApiError } from './api-error';

type Seen = { method?: string; url?: string; headers: IncomingHttpHeaders; body: string };

// A real HTTP server playing the API: each path answers one way.
const answers: Record<string, (seen: Seen) => { status: number; body: string } | 'hang'> = {
  '/v1/echo': (seen) => ({ status: 200, body: JSON.stringify({ code: 200, data: seen }) }),
  '/v1/item': () => ({ status: 200, body: JSON.stringify({ code: 200, data: { id: 7, name: 'Ape' } }) }),
  '/v1/created': () => ({ status: 201, body: JSON.stringify({ code: 201, data: { id: 8, name: 'New' } }) }),
  '/v1/expired': () => ({
    status: 401,
    body: JSON.stringify({ code: 401, error: 'token_expired', message: 'The authentication has expired.' }),
  }),
  '/v1/invalid': () => ({
    status: 400,
    body: JSON.stringify({ code: 400, error: 'validation_failed', message: 'bad', details: [{ path: ['name'] }] }),
  }),
  '/v1/html': () => ({ status: 502, body: '<html>bad gateway</html>' }),
  '/v1/not-envelope': () => ({ status: 200, body: JSON.stringify({ id: 7 }) }),
  '/v1/bad-failure': () => ({ status: 500, body: JSON.stringify({ code: 500, message: 'no error code' }) }),
  '/v1/hang': () => 'hang',
};

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const seen = { method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks).toString() };
      const answer = answers[new URL(request.url ?? '/', 'http://x').pathname]?.(seen) ?? { status: 404, body: '{}' };
      if (answer === 'hang') return;
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function client(overrides: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  return createApiClient({ baseUrl, getToken: () => undefined, getLocale: () => 'en', ...overrides });
}

const echoSchema = z.object({
  method: z.string(),
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  body: z.string(),
});

describe('createApiClient', () => {
  it('unwraps the success envelope into data checked by the schema', async () => {
    const item = await client().get('/item', z.object({ id: z.number(), name: z.string() }));
    expect(item).toEqual({ id: 7, name: 'Ape' });
  });

  it('unwraps a created envelope (201) the same way', async () => {
    await expect(client().post('/created', {}, z.object({ id: z.number(), name: z.string() }))).resolves.toEqual({ id: 8, name: 'New' });
  });

  it('sends the token and locale headers and a JSON body', async () => {
    const api = client({ getToken: () => 'session-token', getLocale: () => 'ja' });
    const seen = await api.post('/echo', { address: '0xabc' }, echoSchema);
    expect(seen.method).toBe('POST');
    expect(seen.headers).toMatchObject({ token: 'session-token', locale: 'ja', 'content-type': 'application/json' });
    expect(JSON.parse(seen.body)).toEqual({ address: '0xabc' });
  });

  it('sends no token header without a token, and encodes the query', async () => {
    const seen = await client().get('/echo', echoSchema, { query: { q: 'a b&c', page: 2, skip: undefined } });
    expect(seen.headers.token).toBeUndefined();
    expect(seen.url).toBe('/v1/echo?q=a+b%26c&page=2');
  });

  it('turns a failure envelope into an ApiError with the stable code and status', async () => {
    const error = await client()
      .get('/invalid', z.unknown())
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'validation_failed', status: 400, message: 'bad', details: [{ path: ['name'] }] });
  });

  it('reports every ApiError to onError, e.g. an expired session', async () => {
    const reported: ApiError[] = [];
    const api = client({ onError: (error) => reported.push(error) });
    await expect(api.get('/expired', z.unknown())).rejects.toMatchObject({ code: 'token_expired', status: 401 });
    expect(reported.map((error) => error.code)).toEqual(['token_expired']);
  });

  it('reports nothing of a background read: its caller alone sees the failure', async () => {
    const reported: ApiError[] = [];
    const api = client({ onError: (error) => reported.push(error) });
    await expect(api.get('/expired', z.unknown(), { background: true })).rejects.toMatchObject({ code: 'token_expired', status: 401 });
    expect(reported).toEqual([]);
  });

  it('returns the data as it arrived for an answer read by type (no parse: docs/decisions/042-web-reads-answers-by-type.md)', async () => {
    const itemSchema = z.object({ id: z.number(), name: z.string() });
    const item = await client().get('/item', answer<typeof itemSchema>());
    expect(item).toEqual({ id: 7, name: 'Ape' });
    expect(itemSchema.safeParse(item).success).toBe(true);
    await expect(client().post('/created', {}, answer<typeof itemSchema>())).resolves.toEqual({ id: 8, name: 'New' });
  });

  it('still checks the envelope of an answer read by type', async () => {
    await expect(client().get('/html', answer<z.ZodUnknown>())).rejects.toMatchObject({ code: 'invalid_response', status: 502 });
    await expect(client().get('/not-envelope', answer<z.ZodUnknown>())).rejects.toMatchObject({ code: 'invalid_response', status: 200 });
    await expect(client().get('/bad-failure', answer<z.ZodUnknown>())).rejects.toMatchObject({ code: 'invalid_response', status: 500 });
    await expect(client().get('/invalid', answer<z.ZodUnknown>())).rejects.toMatchObject({ code: 'validation_failed', status: 400 });
  });

  it('refuses, as a type error, to read by type a schema whose output is not what arrives (a transform)', () => {
    const mapped = z.object({ id: z.number() }).transform(({ id }) => ({ key: String(id) }));
    const withDefault = z.object({ tags: z.array(z.string()).default([]) });
    // @ts-expect-error the answer of a transform only exists after a parse
    answer<typeof mapped>();
    // @ts-expect-error a default is filled in by a parse, not by the wire
    answer<typeof withDefault>();
    // What a parse makes differs from what arrives, which is why the two are refused above.
    expect(mapped.parse({ id: 1 })).toEqual({ key: '1' });
    expect(withDefault.parse({})).toEqual({ tags: [] });
  });

  it('rejects data that does not match the schema when a schema is given', async () => {
    await expect(client().get('/item', z.object({ id: z.string() }))).rejects.toMatchObject({
      code: 'invalid_response',
      status: 200,
    });
  });

  it('rejects a body that is not JSON', async () => {
    await expect(client().get('/html', z.unknown())).rejects.toMatchObject({ code: 'invalid_response', status: 502 });
  });

  it('gives up with a timeout error when the server does not answer', async () => {
    await expect(client({ timeoutMs: 100 }).get('/hang', z.unknown())).rejects.toMatchObject({
      code: 'timeout',
      status: 0,
    });
  });

  it("keeps the caller's own abort an AbortError", async () => {
    const controller = new AbortController();
    const pending = client().get('/hang', z.unknown(), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reports an unreachable server as a network error', async () => {
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:1/v1', getToken: () => undefined, getLocale: () => 'en' });
    await expect(api.get('/item', z.unknown())).rejects.toMatchObject({ code: 'network_error', status: 0 });
  });
});

describe('buildUrl', () => {
  it('joins the base and the path without doubling slashes', () => {
    expect(buildUrl('/v1/', '/health')).toBe('/v1/health');
  });

  it('refuses a path without a leading slash', () => {
    expect(() => buildUrl('/v1', 'health')).toThrow(/start with/);
  });
});

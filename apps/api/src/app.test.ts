import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, failureEnvelope } from '@nft/shared';
import { defineRoute } from './http/define-route';
import { createTestApp, type TestApp } from './test-support/test-app';

// Routes that exist only in this test, declared the way modules declare theirs.
function registerProbeRoutes(app: FastifyInstance): void {
  void app.register(
    async (probe) => {
      defineRoute(probe, {
        method: 'POST',
        url: '/echo',
        summary: 'echo',
        tags: ['test'],
        request: { body: z.object({ name: z.string().min(4).max(45), copies: z.number().int().positive() }) },
        response: z.object({ name: z.string(), copies: z.number(), locale: z.string(), token: z.string().nullable() }),
        handler: (request) => ({ ...request.body, locale: request.locale, token: request.authToken ?? null }),
      });
      defineRoute(probe, {
        method: 'GET',
        url: '/fail/:kind',
        summary: 'fail',
        tags: ['test'],
        request: { params: z.object({ kind: z.enum(['app', 'custom', 'crash', 'zod', 'shape']) }) },
        response: z.object({ ok: z.boolean() }),
        handler: (request) => {
          switch (request.params.kind) {
            case 'app':
              throw new AppError('token_expired');
            case 'custom':
              throw new AppError('conflict', 'This NFT is already listed', { details: { listingId: 'l1' } });
            case 'crash':
              throw new Error('connection to postgres://admin:hunter2@db failed');
            case 'zod':
              return z.object({ ok: z.boolean() }).parse({ ok: 'yes' });
            case 'shape':
              return { ok: 'not a boolean' } as unknown as { ok: boolean };
          }
        },
      });
    },
    { prefix: '/v1/probe' },
  );
}

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await createTestApp({ env: { BODY_LIMIT_BYTES: '2048' } });
  app = testApp.app;
  registerProbeRoutes(app);
  await app.ready();
});

afterAll(async () => {
  await testApp.close();
});

function post(payload: string, contentType = 'application/json', headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/v1/probe/echo', payload, headers: { 'content-type': contentType, ...headers } });
}

function expectFailure(response: { statusCode: number; json(): unknown }, status: number, error: string) {
  const body = failureEnvelope.parse(response.json());
  expect(response.statusCode).toBe(status);
  expect(body).toMatchObject({ code: status, error });
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

describe('success envelope', () => {
  it('wraps the data, reads the token and locale headers', async () => {
    const response = await post(JSON.stringify({ name: 'Azuki', copies: 2 }), 'application/json', { token: 'abc123', locale: 'ja' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, data: { name: 'Azuki', copies: 2, locale: 'ja', token: 'abc123' } });
  });

  it('defaults to English and no token', async () => {
    const response = await post(JSON.stringify({ name: 'Azuki', copies: 1 }));
    expect(response.json()).toMatchObject({ data: { locale: 'en', token: null } });
  });

  it('sets the security headers', async () => {
    const response = await post(JSON.stringify({ name: 'Azuki', copies: 1 }));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('failure envelope', () => {
  it('reports schema violations as validation_failed with every issue', async () => {
    const body = expectFailure(await post(JSON.stringify({ name: 'Az', copies: -1 })), 400, 'validation_failed');
    expect(body.message).toBe('Please fill in the form correctly');
    expect(body.details).toMatchObject({ in: 'body', issues: [{ path: '/name' }, { path: '/copies' }] });
  });

  it('answers malformed JSON with 400 bad_request', async () => {
    const body = expectFailure(await post('{"name": "Azuki",'), 400, 'bad_request');
    expect(body.message).toBe('The request body is not valid JSON');
  });

  it('answers an empty JSON body and prototype poisoning with 400 bad_request', async () => {
    expectFailure(await post(''), 400, 'bad_request');
    expectFailure(await post('{"__proto__": {"admin": true}, "name": "Azuki", "copies": 1}'), 400, 'bad_request');
  });

  it('answers an unsupported content type with 415', async () => {
    const body = expectFailure(await post('name=Azuki', 'application/x-www-form-urlencoded'), 415, 'unsupported_media_type');
    expect(body.message).toBe('File type not supported');
    expectFailure(await post('Azuki', 'text/plain'), 415, 'unsupported_media_type');
  });

  it('answers a body over the limit with 413', async () => {
    expectFailure(await post(JSON.stringify({ name: 'x'.repeat(4096), copies: 1 })), 413, 'payload_too_large');
  });

  it('answers unknown /v1 routes with the not_found envelope', async () => {
    const body = expectFailure(await app.inject({ method: 'GET', url: '/v1/nope?x=1' }), 404, 'not_found');
    expect(body.details).toEqual({ method: 'GET', path: '/v1/nope' });
    expectFailure(await app.inject({ method: 'DELETE', url: '/v1/probe/echo' }), 404, 'not_found');
  });

  it('answers a malformed URL with 400 bad_request', async () => {
    expectFailure(await app.inject({ method: 'GET', url: '/v1/probe/fail/%E0%A4%A' }), 400, 'bad_request');
  });

  it('passes an AppError through with its status and localises the default message', async () => {
    const en = expectFailure(await app.inject({ url: '/v1/probe/fail/app' }), 401, 'token_expired');
    expect(en.message).toBe('The authentication has expired. Please re-sign and click the button again.');
    const ja = expectFailure(await app.inject({ url: '/v1/probe/fail/app', headers: { locale: 'ja' } }), 401, 'token_expired');
    expect(ja.message).toBe('認証の有効期限が切れました。再度署名してから、もう一度ボタンをクリックしてください。');
  });

  it('keeps a module-specific message and its details', async () => {
    const body = expectFailure(await app.inject({ url: '/v1/probe/fail/custom' }), 409, 'conflict');
    expect(body).toMatchObject({ message: 'This NFT is already listed', details: { listingId: 'l1' } });
  });

  it('reports a ZodError thrown inside a handler as validation_failed', async () => {
    const body = expectFailure(await app.inject({ url: '/v1/probe/fail/zod' }), 400, 'validation_failed');
    expect(body.details).toMatchObject({ issues: [{ path: '/ok' }] });
  });

  it('hides unexpected errors behind internal_error with a request id', async () => {
    for (const kind of ['crash', 'shape']) {
      const response = await app.inject({ url: `/v1/probe/fail/${kind}` });
      const body = expectFailure(response, 500, 'internal_error');
      expect(body.message).toBe('Operation error!');
      expect(body.details).toEqual({ requestId: expect.any(String) });
      expect(response.body).not.toMatch(/hunter2|postgres|boolean/);
    }
  });

  it('answers unparsable HTTP on the socket with the envelope', async () => {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const port = new URL(address).port;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('THIS IS NOT HTTP\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1.1 400 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 400, error: 'bad_request' });
  });
});

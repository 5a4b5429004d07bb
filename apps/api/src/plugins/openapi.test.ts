import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('OpenAPI', () => {
  it('serves a valid OpenAPI document at /v1/docs/json with every route and its envelope', async () => {
    const response = await testApp.app.inject({ url: '/v1/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();

    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/v1/health', '/v1/chains', '/v1/chains/{symbol}']));
    expect(Object.keys(document.paths).some((path) => path.startsWith('/v1/docs'))).toBe(false);
    const health = document.paths['/v1/health'].get;
    const success = health.responses['200'].content['application/json'].schema;
    expect(success.properties).toHaveProperty('code');
    expect(success.properties.data.properties).toHaveProperty('status');
    expect(health.responses['429'].content['application/json'].schema.properties).toHaveProperty('error');
    const chain = document.paths['/v1/chains/{symbol}'].get;
    expect(chain.parameters).toEqual([expect.objectContaining({ name: 'symbol', in: 'path', required: true })]);
    expect(chain.responses['400'].description).toContain('unsupported_chain');
  });

  it('serves Swagger UI at /v1/docs', async () => {
    const response = await testApp.app.inject({ url: '/v1/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
  });
});

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

  it('documents every registered API route with its request and response schemas', async () => {
    const document = (await testApp.app.inject({ url: '/v1/docs/json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { in: string }[];
            requestBody?: unknown;
            responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
          }
        >
      >;
    };
    // The app's own record of its routes (route-table plugin): a new route cannot be left out.
    const routes = testApp.app
      .routeTable()
      .filter((route) => route.url.startsWith('/v1/') && !route.url.startsWith('/v1/docs') && route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url} is in the document`).toBeDefined();
      const success = Object.entries(operation!.responses).filter(([status]) => /^2\d\d$/.test(status));
      expect(success.length, `${route.method} ${route.url} documents a success response`).toBeGreaterThan(0);
      for (const [status, response] of success) {
        if (status === '204') continue;
        expect(Object.values(response.content ?? {})[0]?.schema, `${route.method} ${route.url} ${status} has a schema`).toBeDefined();
      }
      const declared = route.schema ?? {};
      const parameters = operation!.parameters ?? [];
      if (declared.params)
        expect(
          parameters.some((p) => p.in === 'path'),
          `${route.method} ${route.url} path parameters`,
        ).toBe(true);
      if (declared.querystring)
        expect(
          parameters.some((p) => p.in === 'query'),
          `${route.method} ${route.url} query`,
        ).toBe(true);
      if (declared.body) expect(operation!.requestBody, `${route.method} ${route.url} request body`).toBeDefined();
    }
  });

  it('serves Swagger UI at /v1/docs', async () => {
    const response = await testApp.app.inject({ url: '/v1/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
  });
});

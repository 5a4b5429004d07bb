import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const docsPrefix = '/v1/docs';

const description = [
  'Every response is an envelope: `{ "code": 200, "data": ... }` on success, or',
  '`{ "code": <HTTP status>, "error": "<stable code>", "message": "<text>", "details"?: ... }` on failure.',
  'Send the session token in the `token` header and the language (`en` or `ja`) in the `locale` header.',
].join(' ');

/**
 * The OpenAPI document, generated from the routes' zod schemas, and Swagger UI to browse it.
 * Registered before the routes: @fastify/swagger collects routes as they are added.
 */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: { title: 'NFT marketplace API', version: '1.0.0', description },
        components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: docsPrefix });
  },
  { name: 'openapi', fastify: '5.x' },
);

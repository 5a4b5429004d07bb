import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import { errorCodes, type ErrorCode } from '@nft/shared';
import { failureEnvelope, ok, successEnvelope } from './envelope';
import { compiledResponse } from './response-serializer';

type Schema = z.ZodType;

/** The zod schemas of a request's parts; each becomes validation, OpenAPI and the handler's types. */
export type RequestSchemas = { params?: Schema; querystring?: Schema; body?: Schema; headers?: Schema };

type Parsed<S extends RequestSchemas, K extends keyof RequestSchemas> = S[K] extends Schema ? z.output<S[K]> : unknown;

export type RouteRequest<S extends RequestSchemas> = FastifyRequest<{
  Params: Parsed<S, 'params'>;
  Querystring: Parsed<S, 'querystring'>;
  Body: Parsed<S, 'body'>;
  Headers: Parsed<S, 'headers'>;
}>;

export type RouteDefinition<S extends RequestSchemas, R extends Schema> = {
  method: HTTPMethods;
  url: string;
  summary: string;
  description?: string;
  tags: string[];
  request?: S;
  /** The schema of `data` in the success envelope. */
  response: R;
  /** Error codes this route can answer with, beyond those every route can (documented in OpenAPI). */
  errors?: readonly ErrorCode[];
  /** Marks the route as needing the `token` header in the OpenAPI document. */
  auth?: boolean;
  /**
   * The route may answer 201 Created (`{ code: 201, data }`, same data schema): the handler sets
   * `reply.status(201)` when it created something, and leaves 200 otherwise (e.g. an idempotent repeat).
   */
  created?: boolean;
  config?: FastifyContextConfig;
  /**
   * `compiled`: the success response is written by fast-json-stringify from the response schema instead
   * of being checked by zod on every answer (docs/decisions/058-explore-page-in-one-statement.md); for hot
   * public reads. Tests still check it with zod (see responseSerializerCompiler).
   */
  serializer?: 'compiled';
  /**
   * Authentication: `app.requireAuth` for routes that need a signed-in caller, `app.optionalAuth`
   * for public routes that answer more to one. It runs before validation (as Fastify's preValidation
   * hook), so an anonymous caller gets 401 whatever it sends and never learns how its input is checked
   * (docs/decisions/020-authentication-before-validation.md); never put work here that needs the validated body.
   */
  preHandler?: (request: FastifyRequest) => Promise<void>;
  /** Returns the data; the helper wraps it in `{ code: 200, data }`. Throw AppError to fail. */
  handler: (request: RouteRequest<S>, reply: FastifyReply) => Promise<z.input<R>> | z.input<R>;
};

// Any route can fail these ways, whatever it does.
const commonErrors: readonly ErrorCode[] = ['bad_request', 'validation_failed', 'rate_limited', 'internal_error'];

/**
 * Declares a route the one consistent way: zod schemas for every request part, the success envelope
 * around the response schema, and the failure envelope for each documented error status.
 */
export function defineRoute<R extends Schema, S extends RequestSchemas = Record<never, never>>(
  app: FastifyInstance,
  definition: RouteDefinition<S, R>,
): void {
  const {
    method,
    url,
    summary,
    description,
    tags,
    request,
    response,
    errors = [],
    auth,
    created,
    config,
    serializer,
    preHandler,
    handler,
  } = definition;
  const success = successEnvelope(response).describe('Success');
  app.route({
    method,
    url,
    config,
    ...(preHandler ? { preValidation: preHandler } : {}),
    schema: {
      summary,
      description,
      tags,
      ...(auth ? { security: [{ token: [] }] } : {}),
      ...request,
      response: {
        200: serializer === 'compiled' ? compiledResponse(success) : success,
        ...(created ? { 201: z.object({ code: z.literal(201), data: response }).describe('Created') } : {}),
        ...failureResponses([...commonErrors, ...errors]),
      },
    },
    // Validation has run by now, so the request matches S.
    handler: async (req, reply) => {
      const data = await handler(req as unknown as RouteRequest<S>, reply);
      return created && reply.statusCode === 201 ? { code: 201 as const, data } : ok(data);
    },
  });
}

function failureResponses(codes: readonly ErrorCode[]): Record<number, Schema> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = errorCodes[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries([...byStatus].map(([status, list]) => [status, failureEnvelope.describe(`Failure: ${list.join(', ')}`)]));
}

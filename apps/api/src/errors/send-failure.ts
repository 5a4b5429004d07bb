import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseLocale } from '@nft/api-contract';
import { failureBody } from './failure-body';
import { toFailure, type Failure } from './to-failure';

/** Logs a failure as it deserves and answers with the failure envelope. */
export function sendFailure(request: FastifyRequest, reply: FastifyReply, failure: Failure, cause?: unknown): FastifyReply {
  if (failure.internal) request.log.error({ err: cause }, `request failed: ${failure.error}`);
  else request.log.debug({ err: cause, error: failure.error }, 'request rejected');
  return (
    reply
      .status(failure.status)
      .type('application/json; charset=utf-8')
      // From the header, not request.locale: requests failing before routing (bad URL) lack decorators.
      .send(failureBody(failure, parseLocale(request.headers.locale), request.id))
  );
}

/** Fastify's error handler and `frameworkErrors` hook: every thrown error ends here. */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendFailure(request, reply, toFailure(error), error);
}

/** The JSON answer for a route that does not exist. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const failure: Failure = {
    status: 404,
    error: 'not_found',
    message: { key: 'route_not_found' },
    details: { method: request.method, path: request.url.split('?')[0] },
    internal: false,
  };
  return sendFailure(request, reply, failure);
}

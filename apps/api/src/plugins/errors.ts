import fp from 'fastify-plugin';
import { handleError } from '../errors/send-failure';

/**
 * The one error handler of the API. Registered without encapsulation so every route, plugin and
 * prefix inherits it; not-found handlers are set per prefix (see app.ts and static-web.ts).
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler(handleError);
  },
  { name: 'errors', fastify: '5.x', dependencies: ['request-context'] },
);

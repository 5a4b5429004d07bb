import fp from 'fastify-plugin';
import { AppError } from '@nft/shared';

/**
 * While the server shuts down, requests still arriving on open keep-alive connections are refused
 * with the 503 envelope and `Connection: close`, so load balancers move them to another replica.
 * (Fastify's own return503OnClosing answers outside the envelope, so it is turned off in app.ts.)
 */
export const drainPlugin = fp(
  async (app) => {
    let draining = false;
    app.addHook('preClose', async () => {
      draining = true;
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (!draining) return;
      reply.header('connection', 'close');
      throw new AppError('service_unavailable');
    });
  },
  { name: 'drain', fastify: '5.x' },
);

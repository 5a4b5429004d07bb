import fp from 'fastify-plugin';
import { AppError } from '@nft/shared';

/**
 * Shutdown without lingering connections. Once closing starts, responses to requests still in
 * flight carry `Connection: close`, so their keep-alive sockets end instead of holding the server
 * open for the keep-alive time-out; requests that still arrive on an open connection are refused
 * with the 503 envelope, so load balancers retry them on another replica. (Fastify's own
 * return503OnClosing answers outside the envelope, so it is turned off in app.ts.)
 */
export const drainPlugin = fp(
  async (app) => {
    let draining = false;
    app.addHook('preClose', async () => {
      draining = true;
    });
    app.addHook('onRequest', async () => {
      if (draining) throw new AppError('service_unavailable');
    });
    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });
  },
  { name: 'drain', fastify: '5.x' },
);

import fp from 'fastify-plugin';
import type { FastifySchema, HTTPMethods } from 'fastify';

/** One method of one registered route, as the app declared it (prefix included). */
export type RouteTableEntry = {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far, one entry per method: what the route-table tests walk. */
    routeTable(): readonly RouteTableEntry[];
  }
}

/**
 * Records each route as it is added (an onRoute hook, so registered before the routes), so tests
 * can hold the whole route table to a rule (docs/decisions/020-route-table-authorisation.md)
 * instead of a hand-kept list that a new route silently escapes.
 */
export const routeTablePlugin = fp(
  async (app) => {
    const routes: RouteTableEntry[] = [];
    app.decorate('routeTable', () => [...routes]);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method: method as HTTPMethods, url: route.url, schema: route.schema });
    });
  },
  { name: 'route-table', fastify: '5.x' },
);

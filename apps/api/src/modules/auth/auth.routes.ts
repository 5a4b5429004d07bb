import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { sessionOf } from '../../plugins/session';
import {
  loginAuthBodySchema,
  loginMessageBodySchema,
  loginMessageSchema,
  logoutSchema,
  meSchema,
  sessionTokenSchema,
} from '@nft/api-contract';
import type { AuthService } from './auth.service';

export type LoginRateLimits = { perIp: number; windowMs: number };

/** Sign-in (docs/product.md, spec section 7). Expects installSessions to have run on `app` (requireAuth). */
export function registerAuthRoutes(app: FastifyInstance, service: AuthService, limits: LoginRateLimits): void {
  // Stricter than the global limit: each call writes a row, and /login/auth may call a chain.
  // Counted per source (the client key: its address, or /64 for IPv6), never per address signed
  // in: a count per address let anyone lock an address's owner out by failing in their name
  // (decision 022). Same key and store (Redis when configured) as the global limit.
  const perIp = { rateLimit: { max: limits.perIp, timeWindow: limits.windowMs } };

  defineRoute(app, {
    method: 'POST',
    url: '/login/message',
    summary: 'The message to sign in with',
    description:
      'EVM chains: an EIP-4361 message with a one-time nonce valid for a few minutes. ' +
      'NULS: a message laid out like EIP-4361 (site, URI, chain, nonce, expiry); the wallet signs its hex SHA-256 (docs/nuls.md).',
    tags: ['auth'],
    request: { body: loginMessageBodySchema },
    response: loginMessageSchema,
    errors: ['unsupported_chain'],
    config: perIp,
    handler: (request) => service.message(request.body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/login/auth',
    summary: 'Sign in with a signed message',
    description: 'Answers a session token for the `token` header. The nonce is consumed: a message signs in once.',
    tags: ['auth'],
    request: { body: loginAuthBodySchema },
    response: sessionTokenSchema,
    errors: ['unsupported_chain', 'signature_invalid', 'nonce_invalid', 'message_invalid', 'service_unavailable'],
    config: perIp,
    handler: (request) => service.signIn(request.body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/logout',
    summary: 'End the session of the `token` header',
    description: 'Idempotent: an unknown or already ended session is simply not there any more.',
    tags: ['auth'],
    response: logoutSchema,
    handler: async (request) => {
      if (request.authToken !== undefined) await service.logout(request.authToken);
      return { loggedOut: true as const };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/me',
    summary: 'The signed-in account',
    tags: ['auth'],
    auth: true,
    response: meSchema,
    errors: ['token_expired'],
    preHandler: app.requireAuth,
    handler: (request) => {
      const { address, chain, expiresAt } = sessionOf(request);
      return { address, chain, expiresAt: expiresAt.toISOString(), isAdmin: app.isAdmin(address) };
    },
  });
}

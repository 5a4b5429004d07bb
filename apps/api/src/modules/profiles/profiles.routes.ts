import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { sessionOf } from '../../plugins/session';
import { accountParamsSchema, accountProfileSchema, updateProfileBodySchema } from '@nft/api-contract';
import type { ProfileService } from './profiles.service';

export function registerProfileRoutes(app: FastifyInstance, service: ProfileService): void {
  defineRoute(app, {
    method: 'GET',
    url: '/accounts/:address',
    summary: "An account's public profile and counts",
    description: 'Any address has one: an address that never signed in has empty profile fields and `joinedAt` null.',
    tags: ['accounts'],
    request: { params: accountParamsSchema },
    response: accountProfileSchema,
    handler: (request) => service.get(request.params.address),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/me/profile',
    summary: "Save the signed-in account's profile",
    description:
      'Fields left out stay as they are; null (or empty text) clears one. Images are media ids this account uploaded through `POST /v1/uploads` (or the ones the profile already shows).',
    tags: ['accounts'],
    auth: true,
    preHandler: app.requireAuth,
    request: { body: updateProfileBodySchema },
    response: accountProfileSchema,
    errors: ['token_expired'],
    handler: (request) => service.update(sessionOf(request), request.body),
  });
}

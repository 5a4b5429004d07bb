import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminHomeItemSchema,
  adminHomeListSchema,
  deletedHomeItemSchema,
  homeItemBodySchemas,
  homeItemIdParamsSchema,
  homeItemParamsSchema,
  homeReorderBodySchema,
  homeSections,
  homeSectionParamsSchema,
  type HomeSection,
} from '@nft/api-contract';
import { defineRoute } from '../../http/define-route';
import type { AdminActor } from '../admin/audit-log';
import type { AdminHomeService } from './admin-home.service';

const tags = ['admin'];
const errors = ['token_expired', 'admin_only'] as const;

/** The operator (set by `requireAdmin`, which runs first). */
const actor = (request: FastifyRequest): AdminActor => ({ accountId: request.session!.accountId, address: request.session!.address });

/**
 * The console's home content (docs/product.md "Operator console: home content"): every section's items with the
 * hidden and scheduled ones, create, edit, remove and reorder. Admins only; each change is in the audit log.
 */
export function registerAdminHomeRoutes(app: FastifyInstance, service: AdminHomeService): void {
  const preHandler = app.requireAdmin;

  defineRoute(app, {
    method: 'GET',
    url: '/admin/home/:section',
    summary: "A home section's items, hidden and scheduled ones included",
    tags,
    auth: true,
    errors,
    preHandler,
    request: { params: homeSectionParamsSchema },
    response: adminHomeListSchema,
    handler: async (request) => ({ items: await service.list(request.params.section) }),
  });

  // One create and one edit route per section, so each body is its section's own schema (and OpenAPI shows it).
  for (const section of homeSections) {
    const bodies = homeItemBodySchemas[section];
    defineRoute(app, {
      method: 'POST',
      url: `/admin/home/${section}`,
      summary: `Adds a ${section} item at the end of its list`,
      tags,
      auth: true,
      created: true,
      errors: [...errors, 'validation_failed'],
      preHandler,
      request: { body: bodies.create },
      response: adminHomeItemSchema,
      handler: async (request, reply) => {
        const item = await service.create(actor(request), section, request.body);
        reply.status(201);
        return item;
      },
    });
    defineRoute(app, {
      method: 'PATCH',
      url: `/admin/home/${section}/:id`,
      summary: `Edits a ${section} item: absent fields stay, null clears an optional one`,
      tags,
      auth: true,
      errors: [...errors, 'validation_failed', 'not_found'],
      preHandler,
      request: { params: homeItemIdParamsSchema, body: bodies.update },
      response: adminHomeItemSchema,
      handler: async (request) => service.update(actor(request), section, request.params.id, request.body),
    });
  }

  defineRoute(app, {
    method: 'DELETE',
    url: '/admin/home/:section/:id',
    summary: 'Removes a home item',
    tags,
    auth: true,
    errors: [...errors, 'not_found'],
    preHandler,
    request: { params: homeItemParamsSchema },
    response: deletedHomeItemSchema,
    handler: async (request) => {
      await service.remove(actor(request), request.params.section, request.params.id);
      return { id: request.params.id };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/admin/home/:section/reorder',
    summary: "Sets a section's display order (every item id, in order)",
    tags,
    auth: true,
    errors: [...errors, 'validation_failed'],
    preHandler,
    request: { params: homeSectionParamsSchema, body: homeReorderBodySchema },
    response: adminHomeListSchema,
    handler: async (request) => ({ items: await service.reorder(actor(request), request.params.section as HomeSection, request.body.ids) }),
  });
}

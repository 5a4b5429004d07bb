import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, isAppError, uploadLimits, type UploadKind } from '@nft/shared';
import { defineRoute } from '../../http/define-route';
import { fieldMessages, uploadedMediaSchema, uploadLimitsSchema, uploadQuerySchema } from '@nft/api-contract';
import { sessionOf } from '../../plugins/session';
import { describeUploadLimits, type UploadService } from './uploads.service';

const largestUpload = Math.max(...Object.values(uploadLimits).map((limit) => limit.maxBytes));

// Read before the file reaches the pipeline: exactly one part, named `file`.
const missingFile = z.object({ file: z.custom<Buffer>((value) => Buffer.isBuffer(value), fieldMessages.required) });

/** The upload route's own request limit per signed-in account (config.uploads.requestsPerMinute). */
export type UploadRouteOptions = { requestsPerMinute: number };

export function registerUploadRoutes(
  v1: FastifyInstance,
  service: UploadService | undefined,
  options: UploadRouteOptions = { requestsPerMinute: 30 },
): void {
  defineRoute(v1, {
    method: 'GET',
    url: '/uploads/limits',
    summary: 'What each upload slot accepts',
    description: 'Per kind: the maximum size in bytes, the accepted formats (recognised by content) and the recommended image size.',
    tags: ['uploads'],
    response: uploadLimitsSchema,
    handler: () => describeUploadLimits(),
  });

  // Multipart parsing only where files are taken: its own scope, so no other route accepts it.
  void v1.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: largestUpload, files: 1, fields: 0, parts: 1, fieldNameSize: 100, headerPairs: 50 },
    });
    defineRoute(scope, {
      method: 'POST',
      url: '/uploads',
      summary: 'Upload an image, audio or video file',
      description:
        'multipart/form-data with one part, `file`. The type is read from the content (never the name or declared type) and must suit `kind`; ' +
        'images are re-encoded without metadata and thumbnailed, SVG is stored as PNG, and the answer points at the media origin.',
      tags: ['uploads'],
      auth: true,
      request: { querystring: uploadQuerySchema },
      response: uploadedMediaSchema,
      errors: [
        'token_expired',
        'file_type_not_supported',
        'file_too_large',
        'unsupported_media_type',
        'upload_quota_exceeded',
        'media_busy',
        'service_unavailable',
      ],
      preHandler: scope.requireAuth,
      // Per signed-in account, not per address (@fastify/rate-limit, decision 015): it runs after
      // requireAuth has set the session, and before the body is read.
      config: {
        rateLimit: {
          hook: 'preHandler',
          max: options.requestsPerMinute,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => `upload-account:${request.session?.accountId ?? request.ip}`,
        },
      },
      handler: async (request) => {
        if (!service) throw new AppError('service_unavailable', 'This server stores no media');
        const account = sessionOf(request).accountId;
        await service.checkQuota(account);
        const { kind } = request.query;
        const data = await readFile(request, kind);
        return service.upload(account, kind, data);
      },
    });
  });
}

async function readFile(request: FastifyRequest, kind: UploadKind): Promise<Buffer> {
  const notTheFile = () => new AppError('validation_failed', 'Send exactly one part: the file field');
  try {
    let data: Buffer | undefined;
    // All parts are read, so a second part trips the plugin's parts/files/fields limits.
    for await (const part of request.parts({ limits: { fileSize: uploadLimits[kind].maxBytes } })) {
      if (part.type !== 'file' || part.fieldname !== 'file' || data) throw notTheFile();
      data = await part.toBuffer();
    }
    return missingFile.parse({ file: data }).file;
  } catch (error) {
    throw toUploadError(error);
  }
}

const multipartErrorShape = z.object({ code: z.string() });

// Anything that goes wrong while the body is read is the request's fault: a clear 4xx, never a 5xx.
function toUploadError(error: unknown): unknown {
  if (isAppError(error) || error instanceof z.ZodError) return error;
  const code = multipartErrorShape.safeParse(error).data?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('file_too_large');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('unsupported_media_type');
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError('validation_failed', 'Send exactly one part: the file field', { cause: error });
  }
  return new AppError('bad_request', 'The multipart body could not be read', { cause: error });
}

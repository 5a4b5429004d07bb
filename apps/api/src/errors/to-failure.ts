import { z } from 'zod';
import { errorCodes, isAppError, type ErrorCode } from '@nft/shared';
import type { MessageKey } from '../i18n/messages';
import { toValidationDetails, type ValidationDetails } from './validation-details';

/** A failure ready to be put in the envelope; `internal` ones are logged with their cause. */
export type Failure = {
  status: number;
  error: ErrorCode;
  message: { key: MessageKey } | { text: string };
  details?: unknown;
  internal: boolean;
};

// Errors raised by Fastify and its plugins, by their stable `code`.
const frameworkCodes: Record<string, { error: ErrorCode; key?: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { error: 'bad_request', key: 'invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { error: 'bad_request', key: 'empty_json_body' },
  FST_ERR_BAD_URL: { error: 'bad_request', key: 'invalid_url' },
  FST_ERR_CTP_BODY_TOO_LARGE: { error: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { error: 'unsupported_media_type' },
  // @fastify/multipart answers a non-multipart request with 406; to a client it is a media type problem.
  FST_INVALID_MULTIPART_CONTENT_TYPE: { error: 'unsupported_media_type' },
  FST_REQ_FILE_TOO_LARGE: { error: 'payload_too_large' },
  FST_PARTS_LIMIT: { error: 'payload_too_large' },
  FST_FILES_LIMIT: { error: 'payload_too_large' },
  FST_FIELDS_LIMIT: { error: 'payload_too_large' },
};

// Any other client error from the framework, by HTTP status.
const statusCodes: Record<number, ErrorCode> = {
  400: 'bad_request',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** Maps anything thrown while handling a request to the one failure shape. */
export function toFailure(error: unknown): Failure {
  if (isAppError(error)) return fromAppError(error.code, error.message, error.details);
  const validation = toValidationDetails(error);
  if (validation) return validationFailure(validation);
  const framework = frameworkFailure(error);
  if (framework) return framework;
  return { status: 500, error: 'internal_error', message: { key: 'internal_error' }, internal: true };
}

function fromAppError(code: ErrorCode, message: string, details: unknown): Failure {
  const status = errorCodes[code].status;
  // The default wording is localised; a specific message written by a module is passed on as is.
  const text = message === errorCodes[code].message ? { key: code } : { text: message };
  return { status, error: code, message: text, details, internal: status >= 500 };
}

function validationFailure(details: ValidationDetails): Failure {
  return { status: 400, error: 'validation_failed', message: { key: 'validation_failed' }, details, internal: false };
}

function frameworkFailure(error: unknown): Failure | undefined {
  const shape = z.object({ code: z.string().optional(), statusCode: z.number().int() }).safeParse(error);
  if (!shape.success || shape.data.statusCode < 400 || shape.data.statusCode >= 500) return undefined;
  const known = shape.data.code ? frameworkCodes[shape.data.code] : undefined;
  if (known)
    return { status: errorCodes[known.error].status, error: known.error, message: { key: known.key ?? known.error }, internal: false };
  // Unlisted client errors keep their HTTP status so the status line stays truthful.
  const code = statusCodes[shape.data.statusCode] ?? 'bad_request';
  return { status: shape.data.statusCode, error: code, message: { key: code }, internal: false };
}

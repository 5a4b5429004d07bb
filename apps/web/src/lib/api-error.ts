import type { ErrorCode } from '@nft/shared';

/** Codes the client produces itself when no usable envelope arrived. */
export type ClientErrorCode = 'network_error' | 'timeout' | 'invalid_response';

/** A server code from @nft/shared, a client code, or a code newer than this bundle. */
export type ApiErrorCode = ErrorCode | ClientErrorCode | (string & {});

type ApiErrorInit = { code: ApiErrorCode; status: number; message: string; details?: unknown; cause?: unknown };

/**
 * A failed API call. `code` is the stable error code of the failure envelope (or a client code),
 * `status` the HTTP status (0 when no response arrived). UI text comes from `errors.<code>`.
 */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly details?: unknown;

  constructor({ code, status, message, details, cause }: ApiErrorInit) {
    super(message, { cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

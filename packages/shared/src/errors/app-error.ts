import { errorCodes, type ErrorCode } from './error-codes';

/**
 * The one error type that crosses module boundaries. It carries a stable code; the API's error
 * handler turns it into the failure envelope. `cause` keeps the original error for logs only.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: unknown;

  constructor(code: ErrorCode, message?: string, options?: { cause?: unknown; details?: unknown }) {
    super(message ?? errorCodes[code].message, { cause: options?.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = errorCodes[code].status;
    this.details = options?.details;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

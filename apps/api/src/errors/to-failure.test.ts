import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '@nft/shared';
import { toFailure } from './to-failure';

function frameworkError(code: string | undefined, statusCode: number): Error {
  return Object.assign(new Error('framework says no'), { code, statusCode });
}

describe('toFailure', () => {
  it('keeps an AppError code and status, localising only the default wording', () => {
    expect(toFailure(new AppError('token_expired'))).toMatchObject({
      status: 401,
      error: 'token_expired',
      message: { key: 'token_expired' },
      internal: false,
    });
    expect(toFailure(new AppError('conflict', 'Listing already exists', { details: { id: 7 } }))).toMatchObject({
      status: 409,
      message: { text: 'Listing already exists' },
      details: { id: 7 },
    });
  });

  it('turns a ZodError a module let through into validation_failed with the issues', () => {
    const result = z.object({ price: z.number() }).safeParse({ price: 'free' });
    expect(toFailure(result.error)).toMatchObject({
      status: 400,
      error: 'validation_failed',
      details: { issues: [{ path: '/price', code: 'invalid_type' }] },
    });
  });

  it.each([
    ['FST_ERR_CTP_INVALID_JSON_BODY', 400, 400, 'bad_request'],
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 413, 'payload_too_large'],
    ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 415, 'unsupported_media_type'],
    ['FST_INVALID_MULTIPART_CONTENT_TYPE', 406, 415, 'unsupported_media_type'],
    ['FST_SOMETHING_NEW', 405, 405, 'bad_request'],
    [undefined, 403, 403, 'forbidden'],
  ])('maps the framework error %s (%i) to %i %s', (code, statusCode, status, error) => {
    expect(toFailure(frameworkError(code, statusCode))).toMatchObject({ status, error, internal: false });
  });

  it('hides everything else behind internal_error', () => {
    expect(toFailure(new TypeError('cannot read x of undefined'))).toEqual({
      status: 500,
      error: 'internal_error',
      message: { key: 'internal_error' },
      internal: true,
    });
    expect(toFailure(frameworkError('FST_ERR_SOMETHING', 502))).toMatchObject({ status: 500, error: 'internal_error' });
    expect(toFailure('a string')).toMatchObject({ status: 500, internal: true });
  });
});

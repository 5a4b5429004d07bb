// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, onSessionExpired } from './api';
import { jsonResponse } from '../testing/api-response';

afterEach(() => {
  vi.unstubAllGlobals();
  onSessionExpired(() => {});
});

describe('the app API client', () => {
  it('hands a 401 to the handler registered at start (the wallet), and nothing else', async () => {
    const expired = vi.fn();
    onSessionExpired(expired);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL) =>
        String(input).endsWith('/denied')
          ? jsonResponse(403, { code: 403, error: 'forbidden', message: 'no' })
          : jsonResponse(401, { code: 401, error: 'token_expired', message: 'The authentication has expired.' }),
      ),
    );
    await expect(api.get('/denied', z.unknown())).rejects.toMatchObject({ status: 403 });
    expect(expired).not.toHaveBeenCalled();
    await expect(api.get('/me', z.unknown())).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledOnce();
  });
});

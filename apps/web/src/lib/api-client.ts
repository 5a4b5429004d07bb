import { failureEnvelope, successEnvelope } from '@nft/shared';
import { z } from 'zod';
import { ApiError } from './api-error';

/** docs/product.md (spec section 7): every call times out after 60 seconds. */
export const defaultApiTimeoutMs = 60_000;

export type ApiClientOptions = {
  /** `/v1` in the browser (same origin), an absolute URL elsewhere. */
  baseUrl: string;
  getToken: () => string | undefined;
  getLocale: () => string;
  timeoutMs?: number;
  /** Sees every ApiError before the caller does, e.g. to react to an expired session. */
  onError?: (error: ApiError) => void;
};

export type QueryValue = string | number | boolean | undefined;
export type RequestOptions = { signal?: AbortSignal; query?: Record<string, QueryValue> };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const envelopeHead = z.object({ code: z.number() });
const createdEnvelope = z.object({ code: z.literal(201), data: z.unknown() });

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const timeoutMs = options.timeoutMs ?? defaultApiTimeoutMs;

  async function request<S extends z.ZodType>(
    method: Method,
    path: string,
    schema: S,
    body: unknown,
    requestOptions: RequestOptions = {},
  ): Promise<z.output<S>> {
    try {
      const response = await send(method, path, body, requestOptions);
      return await unwrap(response, schema);
    } catch (error) {
      if (error instanceof ApiError) options.onError?.(error);
      throw error;
    }
  }

  async function send(method: Method, path: string, body: unknown, { signal, query }: RequestOptions) {
    const timeout = AbortSignal.timeout(timeoutMs);
    const headers: Record<string, string> = { accept: 'application/json', locale: options.getLocale() };
    const token = options.getToken();
    if (token) headers.token = token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      return await fetch(buildUrl(options.baseUrl, path, query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      // A caller's own abort (e.g. TanStack Query cancelling) must stay an AbortError.
      if (signal?.aborted) throw error;
      if (timeout.aborted) {
        throw new ApiError({ code: 'timeout', status: 0, message: `no answer within ${timeoutMs} ms`, cause: error });
      }
      throw new ApiError({ code: 'network_error', status: 0, message: 'the API could not be reached', cause: error });
    }
  }

  return {
    get: <S extends z.ZodType>(path: string, schema: S, opts?: RequestOptions) => request('GET', path, schema, undefined, opts),
    delete: <S extends z.ZodType>(path: string, schema: S, opts?: RequestOptions) => request('DELETE', path, schema, undefined, opts),
    post: <S extends z.ZodType>(path: string, body: unknown, schema: S, opts?: RequestOptions) => request('POST', path, schema, body, opts),
    put: <S extends z.ZodType>(path: string, body: unknown, schema: S, opts?: RequestOptions) => request('PUT', path, schema, body, opts),
    patch: <S extends z.ZodType>(path: string, body: unknown, schema: S, opts?: RequestOptions) =>
      request('PATCH', path, schema, body, opts),
  };
}

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  if (!path.startsWith('/')) throw new Error(`API paths start with "/": ${path}`);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const suffix = search.size > 0 ? `?${search.toString()}` : '';
  return `${baseUrl.replace(/\/+$/, '')}${path}${suffix}`;
}

/** Turns `{ code: 200, data }` into data and `{ code, error, message }` into an ApiError. */
async function unwrap<S extends z.ZodType>(response: Response, schema: S): Promise<z.output<S>> {
  const body: unknown = await response.json().catch((cause: unknown) => {
    throw invalidResponse(response.status, 'the answer is not JSON', cause);
  });
  const head = envelopeHead.safeParse(body);
  if (!head.success) throw invalidResponse(response.status, 'the answer is not an API envelope');
  // 201 is a success too: routes that create something answer `{ code: 201, data }` (e.g. POST /v1/orders).
  if (head.data.code !== 200 && head.data.code !== 201) {
    const failure = failureEnvelope.safeParse(body);
    if (!failure.success) throw invalidResponse(response.status, 'malformed failure envelope');
    const { code, error, message, details } = failure.data;
    throw new ApiError({ code: error, status: code, message, details });
  }
  const success = successEnvelope(z.unknown()).or(createdEnvelope).safeParse(body);
  if (!success.success) throw invalidResponse(response.status, 'malformed success envelope');
  const data = schema.safeParse(success.data.data);
  if (!data.success) throw invalidResponse(response.status, 'the data does not match its schema', data.error);
  return data.data;
}

function invalidResponse(status: number, message: string, cause?: unknown): ApiError {
  return new ApiError({ code: 'invalid_response', status, message, cause });
}

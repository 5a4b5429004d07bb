import type { z } from 'zod';
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
export type RequestOptions = {
  signal?: AbortSignal;
  query?: Record<string, QueryValue>;
  /**
   * A read the viewer did not ask for (the header bell's count, refreshed by a timer or the live stream): its failure is
   * its caller's alone, so an expired session is not announced, nor sign-in started again, from the background.
   */
  background?: boolean;
};
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The type of a route's answer, carried without the schema's code: the web reads the API's answers by
 * the contract's types and parses no response at runtime (docs/decisions/042-web-reads-answers-by-type.md).
 */
export type Answer<T> = { readonly answer: 'typed'; readonly type?: T };

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * `answer<typeof nftPageSchema>()`: the answer is that contract schema's output. Refused (a type error)
 * for a schema whose output differs from what arrives on the wire (a transform, a default): only a
 * parse would produce that output.
 */
export function answer<S extends z.ZodType>(
  ..._wireIsOutput: Same<z.input<S>, z.output<S>> extends true ? [] : [never]
): Answer<z.output<S>> {
  return { answer: 'typed' };
}

/** Anything that turns the wire data into T or says it cannot: a zod schema, or a hand-written mapper (home's lists). */
export type Parser<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown } };

/** What a call is told about its answer: its type, or a parser for a screen that maps the wire shape. */
export type AnswerShape<T> = Answer<T> | Parser<T>;

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const timeoutMs = options.timeoutMs ?? defaultApiTimeoutMs;

  async function request<T>(
    method: Method,
    path: string,
    schema: AnswerShape<T>,
    body: unknown,
    requestOptions: RequestOptions = {},
  ): Promise<T> {
    try {
      const response = await send(method, path, body, requestOptions);
      return await unwrap(response, schema);
    } catch (error) {
      if (error instanceof ApiError && !requestOptions.background) options.onError?.(error);
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
    get: <T>(path: string, schema: AnswerShape<T>, opts?: RequestOptions) => request('GET', path, schema, undefined, opts),
    delete: <T>(path: string, schema: AnswerShape<T>, opts?: RequestOptions) => request('DELETE', path, schema, undefined, opts),
    post: <T>(path: string, body: unknown, schema: AnswerShape<T>, opts?: RequestOptions) => request('POST', path, schema, body, opts),
    put: <T>(path: string, body: unknown, schema: AnswerShape<T>, opts?: RequestOptions) => request('PUT', path, schema, body, opts),
    patch: <T>(path: string, body: unknown, schema: AnswerShape<T>, opts?: RequestOptions) => request('PATCH', path, schema, body, opts),
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

type Envelope = { code: number; data?: unknown; error?: unknown; message?: unknown; details?: unknown };

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

/**
 * Turns `{ code: 200, data }` into data and `{ code, error, message }` into an ApiError. The envelope is
 * checked by hand (no zod on the first screens, docs/decisions/042-web-reads-answers-by-type.md); the data
 * is parsed only when the caller gave a schema rather than an `answer<...>()` type.
 */
async function unwrap<T>(response: Response, schema: AnswerShape<T>): Promise<T> {
  const body: unknown = await response.json().catch((cause: unknown) => {
    throw invalidResponse(response.status, 'the answer is not JSON', cause);
  });
  if (!isEnvelope(body) || !Number.isInteger(body.code)) throw invalidResponse(response.status, 'the answer is not an API envelope');
  // 201 is a success too: routes that create something answer `{ code: 201, data }` (e.g. POST /v1/orders).
  if (body.code !== 200 && body.code !== 201) {
    const { code, error, message, details } = body;
    if (typeof error !== 'string' || typeof message !== 'string') throw invalidResponse(response.status, 'malformed failure envelope');
    throw new ApiError({ code: error, status: code, message, details });
  }
  if (!('safeParse' in schema)) return body.data as T;
  const data = schema.safeParse(body.data);
  if (!data.success) throw invalidResponse(response.status, 'the data does not match its schema', data.error);
  return data.data;
}

function invalidResponse(status: number, message: string, cause?: unknown): ApiError {
  return new ApiError({ code: 'invalid_response', status, message, cause });
}

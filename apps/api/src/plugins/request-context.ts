import fp from 'fastify-plugin';
import { parseLocale, type Locale } from '@nft/api-contract';

declare module 'fastify' {
  interface FastifyRequest {
    /** From the `locale` header (docs/product.md, spec section 7); `en` unless Japanese is asked for. */
    readonly locale: Locale;
    /** The session token from the `token` header, if any. Authentication decides whether it is valid. */
    readonly authToken: string | undefined;
  }
}

/**
 * Reads the `token` and `locale` headers every call carries. Getters rather than an onRequest hook,
 * so the values exist even for requests that fail before hooks run (bad URL, unparsable body).
 */
export const requestContextPlugin = fp(
  async (app) => {
    app.decorateRequest('locale', {
      getter(this: { headers: Record<string, string | string[] | undefined> }) {
        return parseLocale(this.headers.locale);
      },
    });
    app.decorateRequest('authToken', {
      getter(this: { headers: Record<string, string | string[] | undefined> }) {
        return readToken(this.headers.token);
      },
    });
  },
  { name: 'request-context', fastify: '5.x' },
);

function readToken(header: string | string[] | undefined): string | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value === '' ? undefined : value;
}

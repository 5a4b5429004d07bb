import type { PrivateKeyAccount } from 'viem';
import type { buildApp } from '@nft/api';

export type DemoApp = Awaited<ReturnType<typeof buildApp>>;

type Envelope<T> = { code: number; data?: T; error?: string; message?: string };

/** A refusal of the public API during the demo seed, with its stable code. */
export class DemoApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${message} (${code})`);
  }
}

/**
 * The public routes called in-process (`app.inject`): the demo's listings and purchases pass the
 * same sign-in, build, intake and fill checks as any user's (docs/product.md "Trading").
 */
export function demoApi(app: DemoApp) {
  async function call<T>(method: 'GET' | 'POST', url: string, body?: unknown, token?: string): Promise<T> {
    const response = await app.inject({
      method,
      url: `/v1${url}`,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: token ? { token } : {},
    });
    const envelope = response.json() as Envelope<T>;
    // POST /v1/orders answers 201 for a new order.
    if (envelope.code !== 200 && envelope.code !== 201) {
      throw new DemoApiError(envelope.error ?? String(response.statusCode), `${method} /v1${url}: ${envelope.message ?? ''}`);
    }
    return envelope.data as T;
  }

  return {
    call,
    /** The honest sign-in: the server's EIP-4361 message signed with the account's key. Answers the session token. */
    async signIn(account: PrivateKeyAccount, chain: string): Promise<string> {
      const message = await call<string>('POST', '/login/message', { address: account.address, chain });
      const signature = await account.signMessage({ message });
      const session = await call<{ token: string }>('POST', '/login/auth', { chain, message, address: account.address, signature });
      return session.token;
    },
    /** Ends a seed session, so no demo key stays signed in. */
    async signOut(token: string): Promise<void> {
      await call('POST', '/logout', {}, token);
    },
  };
}

export type DemoApi = ReturnType<typeof demoApi>;

import type { PrivateKeyAccount, TypedDataDefinition } from 'viem';
import type { OrderBuildResponse, OrderFillResponse } from '@nft/api-contract';
import type { DemoApp } from '../seed-demo-listings-api';

/** One answer of the public API: the HTTP status and the JSON envelope. */
export type Answer = { status: number; body: { code?: number; data?: unknown; error?: string; details?: unknown } };

/**
 * A request to the public API. Over HTTP it rejects with a ConnectionFailure when the server is
 * gone (a killed process); in-process (`app.inject`) it never does.
 */
export type Call = (method: 'GET' | 'POST', path: string, body?: unknown, token?: string) => Promise<Answer>;

export class ConnectionFailure extends Error {}

/** Every answer a client saw, so a test can check that none was a 5xx. */
export type AnswerLog = { method: string; path: string; status: number }[];

/** The API over HTTP at whatever address `baseUrl()` names now (a restarted process listens elsewhere). */
export function httpCall(baseUrl: () => Promise<string>, log: AnswerLog): Call {
  return async (method, path, body, token) => {
    const url = `${await baseUrl()}/v1${path}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { token } : {}) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      throw new ConnectionFailure(`${method} ${path}: ${String(error)}`);
    }
    let parsed: Answer['body'];
    try {
      parsed = (await response.json()) as Answer['body'];
    } catch (error) {
      // The process died while the body was on its way.
      throw new ConnectionFailure(`${method} ${path}: body cut off (${String(error)})`);
    }
    log.push({ method, path, status: response.status });
    return { status: response.status, body: parsed };
  };
}

/** The API in-process (the composition's tests): the same routes and checks, without sockets. */
export function injectCall(app: DemoApp, log: AnswerLog): Call {
  return async (method, path, body, token) => {
    const response = await app.inject({
      method,
      url: `/v1${path}`,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: token ? { token } : {},
    });
    log.push({ method, path, status: response.statusCode });
    return { status: response.statusCode, body: response.json() as Answer['body'] };
  };
}

function expectStatus(answer: Answer, status: number, what: string): void {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** The honest sign-in: the server's EIP-4361 message signed with the account's key. Answers the session token. */
export async function signIn(call: Call, account: PrivateKeyAccount, chain: string): Promise<string> {
  const message = await call('POST', '/login/message', { address: account.address, chain });
  expectStatus(message, 200, 'login message');
  const text = message.body.data as string;
  const auth = await call('POST', '/login/auth', {
    chain,
    message: text,
    address: account.address,
    signature: await account.signMessage({ message: text }),
  });
  expectStatus(auth, 200, 'login');
  return (auth.body.data as { token: string }).token;
}

/** A listing signed by its maker and ready to post: posting the same body again is a resubmission. */
export type SignedListing = { chain: string; parameters: unknown; signature: string };

/**
 * POST /v1/orders/build for one item at a fixed price, then the maker's signature over the typed data
 * the route answered, as the sell page does (the conduit approval was sent beforehand).
 */
export async function buildSignedListing(
  call: Call,
  token: string,
  maker: PrivateKeyAccount,
  item: { chain: string; contract: string; tokenId: string; price: string; endTime: number },
): Promise<SignedListing> {
  const built = await call(
    'POST',
    '/orders/build',
    {
      chain: item.chain,
      side: 'listing',
      kind: 'fixed',
      items: [{ contract: item.contract, tokenId: item.tokenId }],
      price: item.price,
      endTime: item.endTime,
    },
    token,
  );
  expectStatus(built, 200, 'build');
  const data = built.body.data as OrderBuildResponse;
  if (data.steps.length > 0) throw new Error(`build asked for ${data.steps.length} more transactions`);
  const signature = await maker.signTypedData(data.signature as unknown as TypedDataDefinition);
  return { chain: item.chain, parameters: data.orders[0], signature };
}

/** POST /v1/orders: 201 with the order hash, or whatever the API answered. */
export async function postListing(call: Call, token: string, listing: SignedListing): Promise<Answer> {
  return call('POST', '/orders', listing, token);
}

/** POST /v1/orders/{chain}/{orderHash}/fill for the whole listing. */
export async function requestFill(
  call: Call,
  token: string,
  chain: string,
  orderHash: string,
): Promise<Answer & { fill?: OrderFillResponse }> {
  const answer = await call('POST', `/orders/${chain}/${orderHash}/fill`, {}, token);
  return answer.status === 200 ? { ...answer, fill: answer.body.data as OrderFillResponse } : answer;
}

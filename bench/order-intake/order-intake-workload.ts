import { Agent, request } from 'node:http';
import { verifyTypedData, type Hex, type LocalAccount } from 'viem';
import { fromOrderComponentsJson, orderTypedData, toOrderComponentsJson, type OrderComponents } from '@nft/seaport';

/** One freshly signed listing: the body POST /v1/orders takes, and what the reference verifies. */
export type SignedListing = {
  body: { chain: string; parameters: unknown; signature: Hex };
  typedData: ReturnType<typeof orderTypedData>;
  signature: Hex;
  maker: Hex;
};

// node:http with keep-alive is the lightest client Node has; fetch costs the shared cores more.
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

export function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: { data?: unknown } }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as { data?: unknown } }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Lets the benchmark process exit once the server is gone. */
export function closeClient(): void {
  agent.destroy();
}

/** Signs in through the real flow (message, signature, session token). */
export async function signIn(baseUrl: string, account: LocalAccount, chain: string): Promise<string> {
  const message = await postJson(`${baseUrl}/v1/login/message`, { address: account.address, chain });
  if (message.status !== 200) throw new Error(`login/message answered ${message.status}`);
  const signature = await account.signMessage({ message: message.json.data as string });
  const auth = await postJson(`${baseUrl}/v1/login/auth`, { chain, message: message.json.data, address: account.address, signature });
  if (auth.status !== 200) throw new Error(`login/auth answered ${auth.status}`);
  return (auth.json.data as { token: string }).token;
}

/**
 * `count` listings built once by POST /v1/orders/build, each with a fresh salt and signed again by
 * the maker's key (not measured), so every post is a new order with a new signature.
 */
export async function prepareListings(
  template: Record<string, unknown>,
  account: LocalAccount,
  chainId: number,
  seaport: Hex,
  count: number,
): Promise<SignedListing[]> {
  const base = fromOrderComponentsJson(template as never);
  const listings: SignedListing[] = [];
  for (let i = 0; i < count; i++) {
    const components: OrderComponents = {
      ...base,
      salt: BigInt(`0x${crypto.getRandomValues(new Uint8Array(32)).reduce((hex, byte) => hex + byte.toString(16).padStart(2, '0'), '')}`),
    };
    const typedData = orderTypedData(chainId, seaport, components);
    const signature = await account.signTypedData(typedData as never);
    listings.push({
      body: { chain: 'local1', parameters: toOrderComponentsJson(components), signature },
      typedData,
      signature,
      maker: account.address,
    });
  }
  return listings;
}

/** Posts every listing to POST /v1/orders from `clients` concurrent loops (each must answer 201); answers orders per second. */
export async function measureSubject(baseUrl: string, token: string, listings: SignedListing[], clients: number): Promise<number> {
  let next = 0;
  const failures: string[] = [];
  const client = async () => {
    while (next < listings.length) {
      const listing = listings[next++]!;
      const reply = await postJson(`${baseUrl}/v1/orders`, listing.body, { token });
      if (reply.status !== 201) failures.push(`${reply.status} ${JSON.stringify(reply.json)}`);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  const seconds = (performance.now() - started) / 1000;
  if (failures.length > 0) throw new Error(`${failures.length} of ${listings.length} posts failed, e.g. ${failures[0]}`);
  return listings.length / seconds;
}

/** The reference: raw EIP-712 verification of the same orders (typed-data hash and key recovery, viem, in one process). */
export async function measureReference(listings: SignedListing[]): Promise<number> {
  const started = performance.now();
  for (const listing of listings) {
    const valid = await verifyTypedData({
      ...(listing.typedData as object),
      address: listing.maker,
      signature: listing.signature,
    } as never);
    if (!valid) throw new Error('the reference refused a signature');
  }
  return listings.length / ((performance.now() - started) / 1000);
}

import { Agent, request } from 'node:http';
import { hashMessage, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { secp256k1 } from '@noble/curves/secp256k1';

export type SignedLogin = { address: Hex; message: string; signature: Hex; hash: Hex };

// node:http with keep-alive is the lightest client Node has; fetch costs the shared cores more.
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function postJson(url: string, body: unknown): Promise<{ status: number; json: { data?: unknown } }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
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

/** Fresh EOAs, each with a server-issued message signed by its key (not measured). */
export async function prepareLogins(baseUrl: string, count: number, chain: string): Promise<SignedLogin[]> {
  const logins: SignedLogin[] = [];
  for (let i = 0; i < count; i++) {
    const account = privateKeyToAccount(generatePrivateKey());
    const reply = await postJson(`${baseUrl}/v1/login/message`, { address: account.address, chain });
    if (reply.status !== 200) throw new Error(`login/message answered ${reply.status}`);
    const message = reply.json.data as string;
    const signature = await account.signMessage({ message });
    logins.push({ address: account.address, message, signature, hash: hashMessage(message) });
  }
  return logins;
}

/** Posts every login to /v1/login/auth from `clients` concurrent loops; answers sign-ins per second. */
export async function measureSubject(baseUrl: string, logins: SignedLogin[], chain: string, clients: number): Promise<number> {
  let next = 0;
  let failures = 0;
  const client = async () => {
    while (next < logins.length) {
      const login = logins[next++]!;
      const reply = await postJson(`${baseUrl}/v1/login/auth`, {
        chain,
        message: login.message,
        address: login.address,
        signature: login.signature,
      });
      if (reply.status !== 200) failures++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  const seconds = (performance.now() - started) / 1000;
  if (failures > 0) throw new Error(`${failures} of ${logins.length} sign-ins failed`);
  return logins.length / seconds;
}

/** The reference: raw secp256k1 public-key recovery of the same signatures (hashes precomputed). */
export function measureReference(logins: SignedLogin[]): number {
  const started = performance.now();
  for (const login of logins) {
    const bytes = login.signature.slice(2);
    const recovery = parseInt(bytes.slice(128, 130), 16) - 27;
    secp256k1.Signature.fromCompact(bytes.slice(0, 128)).addRecoveryBit(recovery).recoverPublicKey(login.hash.slice(2));
  }
  return logins.length / ((performance.now() - started) / 1000);
}

import { createServer } from 'node:http';

export type NulsStandIn = { url: string; mode: 'answer' | 'error'; requests: unknown[]; close(): Promise<void> };

/**
 * A local stand-in for a NULS public-API node (no NULS node runs here; see docs/nuls.md). It answers
 * `getBestBlockHeader` with a fixed height, or with a JSON-RPC error when `mode` is 'error'.
 */
export async function startNulsStandIn(height: number): Promise<NulsStandIn> {
  const standIn: NulsStandIn = { url: '', mode: 'answer', requests: [], close: async () => {} };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const call = JSON.parse(body) as { id: number; method: string; params: unknown[] };
      standIn.requests.push(call);
      const answer =
        standIn.mode === 'answer' && call.method === 'getBestBlockHeader'
          ? { result: { hash: '0xabc', height, time: 1_700_000_000 } }
          : { error: { code: 'err_0001', message: 'node is syncing', data: null } };
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, ...answer }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('stand-in has no address');
  standIn.url = `http://127.0.0.1:${address.port}`;
  standIn.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return standIn;
}

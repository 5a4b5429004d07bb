import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import type { NulsLedger } from './nuls-ledger';

const requestSchema = z.object({
  jsonrpc: z.literal('2.0').optional(),
  id: z.unknown().optional(),
  method: z.string(),
  params: z.array(z.unknown()),
});

class RpcFault extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

const notFound = () => new RpcFault('10016', 'Data not found');

export interface NulsStandIn {
  /** The JSON-RPC endpoint, http://127.0.0.1:<free port>/jsonrpc. */
  url: string;
  /** Method names of every request received, in order. */
  readonly calls: string[];
  /** The next `times` calls of `method` answer `{ error: { code, message, data } }`. */
  failNext(method: string, times?: number, error?: { code: string; message: string; data?: unknown }): void;
  /** Runs `action` (e.g. mining on the ledger) just before the next call of `method` is answered, waiting for it. */
  beforeNext(method: string, action: () => void | Promise<void>): void;
  /** The next `times` calls of `method` answer only after `ms`. */
  delayNext(method: string, ms: number, times?: number): void;
  close(): Promise<void>;
}

/** Like the public service: page numbers from 1, a page size outside 1..100 becomes 10. */
function page<T>(items: T[], requestedPage: number, requestedSize: number) {
  const pageNumber = requestedPage > 0 ? requestedPage : 1;
  const pageSize = requestedSize > 0 && requestedSize <= 100 ? requestedSize : 10;
  return { pageNumber, pageSize, totalCount: items.length, list: items.slice((pageNumber - 1) * pageSize, pageNumber * pageSize) };
}

/** Answers the NULS public API methods of docs/nuls.md from the ledger, in the public service's shapes. */
function answer(ledger: NulsLedger, chainId: number, method: string, params: unknown[]): unknown {
  if (params[0] !== chainId) throw new RpcFault('10017', '[chainId] is invalid');
  const p = params.slice(1);
  const header = (height: number) => {
    const block = ledger.blocks[height];
    if (!block) throw notFound();
    return { hash: block.hash, preHash: block.preHash, height: block.height, createTime: block.createTime, txCount: 1 };
  };
  const newestFirst = () => [...ledger.transfers].reverse();
  switch (method) {
    case 'getBestBlockHeader':
      return header(ledger.best.height);
    case 'getHeaderByHeight':
      return header(Number(p[0]));
    case 'getToken721Transfers': {
      const [pageNumber, pageSize, address, contract] = p as [number, number, string, string];
      const rows = newestFirst().filter(
        (t) => (!contract || t.contractAddress === contract) && (!address || t.fromAddress === address || t.toAddress === address),
      );
      return page(
        rows.map((t) => ({ ...t, name: 'Stand-in', symbol: 'SI' })),
        pageNumber,
        pageSize,
      );
    }
    case 'getToken721Ids': {
      const [pageNumber, pageSize, contract] = p as [number, number, string];
      return page(tokenIds(ledger, contract), pageNumber, pageSize);
    }
    case 'getAccountToken721s': {
      const [pageNumber, pageSize, address, contract] = p as [number, number, string, string];
      const counts = new Map<string, number>();
      const contracts = contract ? [contract] : [...new Set(ledger.transfers.map((t) => t.contractAddress))];
      for (const t of contracts.flatMap((c) => tokenIds(ledger, c)))
        if (t.owner === address) counts.set(t.contractAddress, (counts.get(t.contractAddress) ?? 0) + 1);
      return page(
        [...counts].map(([contractAddress, tokenCount]) => ({ address, contractAddress, name: 'Stand-in', symbol: 'SI', tokenCount })),
        pageNumber,
        pageSize,
      );
    }
    case 'getToken721Id': {
      const [contract, tokenId] = p as [string, string];
      const found = tokenIds(ledger, contract).find((t) => t.tokenId === tokenId);
      if (!found) throw notFound();
      return found;
    }
    case 'invokeView':
      return invokeView(ledger, p);
    case 'getContractTxResult': {
      const moves = ledger.transfers.filter((t) => t.txHash === p[0]);
      if (moves.length === 0) throw notFound();
      return {
        txHash: p[0],
        success: true,
        token721Transfers: moves.map((t) => ({
          contractAddress: t.contractAddress,
          from: t.fromAddress,
          to: t.toAddress,
          tokenId: t.tokenId,
        })),
      };
    }
    default:
      throw new RpcFault('-32601', `method not found: ${method}`);
  }
}

function tokenIds(ledger: NulsLedger, contract: string) {
  const minted = new Map<string, number>();
  for (const t of ledger.transfers) if (t.contractAddress === contract && t.fromAddress === null) minted.set(t.tokenId, t.time);
  return [...minted]
    .filter(([tokenId]) => ledger.ownerOf(contract, tokenId) !== null)
    .reverse()
    .map(([tokenId, time]) => ({
      contractAddress: contract,
      name: 'Stand-in',
      symbol: 'SI',
      tokenId,
      tokenURI: ledger.tokenUri(contract, tokenId) ?? null,
      owner: ledger.ownerOf(contract, tokenId),
      time,
    }));
}

function invokeView(ledger: NulsLedger, [contract, methodName, methodDesc, args]: unknown[]): { result: string | null } {
  if (methodDesc !== '') throw new RpcFault('10013', 'methodDesc must be a string');
  const tokenId = String((args as unknown[] | undefined)?.[0] ?? '');
  const owner = ledger.ownerOf(String(contract), tokenId);
  if (methodName !== 'ownerOf' && methodName !== 'tokenURI') throw new RpcFault('10015', `no view ${String(methodName)}`);
  if (!owner) throw new RpcFault('10015', 'contract execution failed', 'token does not exist');
  return { result: methodName === 'ownerOf' ? owner : (ledger.tokenUri(String(contract), tokenId) ?? null) };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A local stand-in for the NULS public API, on a free port, for tests (no NULS node runs here). */
export async function startNulsStandIn(ledger: NulsLedger, chainId = 1): Promise<NulsStandIn> {
  const calls: string[] = [];
  const failures = new Map<string, { code: string; message: string; data?: unknown }[]>();
  const delays = new Map<string, number[]>();
  const actions = new Map<string, (() => void | Promise<void>)[]>();
  const send = (response: ServerResponse, id: unknown, body: object) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: id ?? null, ...body }));
  };
  const server = createServer((request, response) => {
    void (async () => {
      const parsed = requestSchema.safeParse(JSON.parse((await readBody(request)) || 'null'));
      if (!parsed.success) return send(response, null, { error: { code: '-32600', message: 'invalid request', data: null } });
      const { id, method, params } = parsed.data;
      calls.push(method);
      const delay = delays.get(method)?.shift();
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      await actions.get(method)?.shift()?.();
      const failure = failures.get(method)?.shift();
      if (failure) return send(response, id, { error: { data: null, ...failure } });
      try {
        send(response, id, { result: answer(ledger, chainId, method, params) });
      } catch (error) {
        if (!(error instanceof RpcFault)) throw error;
        send(response, id, { error: { code: error.code, message: error.message, data: error.data } });
      }
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/jsonrpc`,
    calls,
    failNext(method, times = 1, error = { code: '10000', message: 'Operation error' }) {
      failures.set(method, [...(failures.get(method) ?? []), ...Array.from({ length: times }, () => error)]);
    },
    beforeNext(method, action) {
      actions.set(method, [...(actions.get(method) ?? []), action]);
    },
    delayNext(method, ms, times = 1) {
      delays.set(method, [...(delays.get(method) ?? []), ...Array<number>(times).fill(ms)]);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

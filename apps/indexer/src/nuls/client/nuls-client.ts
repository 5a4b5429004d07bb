import type { z } from 'zod';
import { NulsRpcError } from './nuls-rpc-error';
import {
  accountToken721Schema,
  blockHeaderSchema,
  contractTxResultSchema,
  invokeViewSchema,
  pageSchema,
  rpcEnvelopeSchema,
  token721IdSchema,
  token721TransferSchema,
  type NulsAccountToken721,
  type NulsBlockHeader,
  type NulsContractTxResult,
  type NulsPage,
  type NulsToken721Id,
  type NulsToken721Transfer,
} from './nuls-schemas';
import { httpNulsTransport, type NulsTransport } from './nuls-transport';

export interface NulsClientOptions {
  /** NULS chain id (1 mainnet, 2 testnet): the first parameter of every call. */
  chainId: number;
  /** The configured API endpoint, used when no transport is given. */
  url?: string;
  transport?: NulsTransport;
  /** Per call (default 10 s). */
  timeoutMs?: number;
}

/** The NULS public API calls the indexer uses (docs/nuls.md), each answer checked by its zod schema. */
export interface NulsClient {
  readonly chainId: number;
  getBestBlockHeader(): Promise<NulsBlockHeader>;
  /** Undefined when the API has no block at that height (the chain is shorter, or after a rollback). */
  getHeaderByHeight(height: number): Promise<NulsBlockHeader | undefined>;
  getToken721Transfers(page: number, size: number, contract: string, address?: string): Promise<NulsPage<NulsToken721Transfer>>;
  getToken721Ids(page: number, size: number, contract: string): Promise<NulsPage<NulsToken721Id>>;
  getAccountToken721s(page: number, size: number, address: string, contract?: string): Promise<NulsPage<NulsAccountToken721>>;
  getToken721Id(contract: string, tokenId: string): Promise<NulsToken721Id | undefined>;
  /** A view call; methodDesc is '' (not null) unless an overload must be named. */
  invokeView(contract: string, methodName: string, args: unknown[], methodDesc?: string): Promise<string | null>;
  getContractTxResult(txHash: string): Promise<NulsContractTxResult>;
}

/** The public service answers "data not found" for missing rows; any code naming it means absent, not failed. */
function isNotFound(error: unknown): boolean {
  return error instanceof NulsRpcError && error.failure === 'rpc' && /not ?found/i.test(error.message);
}

export function createNulsClient(options: NulsClientOptions): NulsClient {
  const { chainId } = options;
  const transport = options.transport ?? httpNulsTransport(options.url ?? '');
  if (!options.transport && !options.url) throw new Error('createNulsClient needs a url or a transport');
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call<T extends z.ZodType>(method: string, params: unknown[], schema: T): Promise<z.output<T>> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let body: unknown;
    try {
      body = await transport({ method, params: [chainId, ...params] }, controller.signal);
    } catch (error) {
      if (controller.signal.aborted) throw new NulsRpcError(method, 'timeout', `no answer within ${timeoutMs} ms`, { cause: error });
      if (error instanceof NulsRpcError) throw error;
      throw new NulsRpcError(method, 'transport', error instanceof Error ? error.message : 'request failed', { cause: error });
    } finally {
      clearTimeout(timer);
    }
    const envelope = rpcEnvelopeSchema.safeParse(body);
    if (!envelope.success) throw new NulsRpcError(method, 'malformed', 'neither result nor error in the answer');
    if ('error' in envelope.data) {
      const { code, message, data } = envelope.data.error;
      throw new NulsRpcError(method, 'rpc', `${code} ${message}`.trim(), { rpcCode: code, data });
    }
    const parsed = schema.safeParse(envelope.data.result);
    if (!parsed.success)
      throw new NulsRpcError(method, 'malformed', `unexpected result: ${parsed.error.issues[0]?.message ?? 'invalid'}`, {
        cause: parsed.error,
      });
    return parsed.data;
  }

  async function orUndefined<T>(promise: Promise<T>): Promise<T | undefined> {
    try {
      return await promise;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  return {
    chainId,
    getBestBlockHeader: () => call('getBestBlockHeader', [], blockHeaderSchema),
    getHeaderByHeight: (height) =>
      orUndefined(call('getHeaderByHeight', [height], blockHeaderSchema.nullable())).then((h) => h ?? undefined),
    getToken721Transfers: (page, size, contract, address) =>
      call('getToken721Transfers', [page, size, address ?? '', contract], pageSchema(token721TransferSchema)),
    getToken721Ids: (page, size, contract) => call('getToken721Ids', [page, size, contract], pageSchema(token721IdSchema)),
    getAccountToken721s: (page, size, address, contract) =>
      call('getAccountToken721s', [page, size, address, contract ?? ''], pageSchema(accountToken721Schema)),
    getToken721Id: (contract, tokenId) =>
      orUndefined(call('getToken721Id', [contract, tokenId], token721IdSchema.nullable())).then((t) => t ?? undefined),
    invokeView: (contract, methodName, args, methodDesc = '') =>
      call('invokeView', [contract, methodName, methodDesc, args], invokeViewSchema).then((view) => view.result),
    getContractTxResult: (txHash) => call('getContractTxResult', [txHash], contractTxResultSchema),
  };
}

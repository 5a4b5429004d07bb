import { AppError } from '@nft/shared';

/** Why a NULS API call failed: the node answered an error, took too long, was unreachable, or answered nonsense. */
export type NulsRpcFailure = 'rpc' | 'timeout' | 'transport' | 'malformed';

/**
 * A failed NULS API call. Always `service_unavailable`: the indexer reports it and retries the poll;
 * `failure` and `rpcCode` tell the cases apart for logs and tests.
 */
export class NulsRpcError extends AppError {
  readonly failure: NulsRpcFailure;
  readonly method: string;
  readonly rpcCode: string | number | undefined;

  constructor(
    method: string,
    failure: NulsRpcFailure,
    message: string,
    options?: { rpcCode?: string | number; data?: unknown; cause?: unknown },
  ) {
    super('service_unavailable', `NULS ${method}: ${message}`, {
      cause: options?.cause,
      details: { failure, rpcCode: options?.rpcCode, data: options?.data },
    });
    this.name = 'NulsRpcError';
    this.failure = failure;
    this.method = method;
    this.rpcCode = options?.rpcCode;
  }
}

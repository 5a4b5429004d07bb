/** Why a URL was not fetched; stored as the NFT's metadata error, so the reasons are stable words. */
export type SafeFetchRefusal =
  'scheme' | 'address' | 'redirect' | 'timeout' | 'too_large' | 'content_type' | 'http_status' | 'network' | 'malformed';

export class SafeFetchError extends Error {
  override name = 'SafeFetchError';
  constructor(
    readonly reason: SafeFetchRefusal,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${reason}: ${message}`, options);
  }
}

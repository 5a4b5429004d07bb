import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { VettedTarget } from './resolve-target';
import { SafeFetchError } from './safe-fetch-error';

export interface PinnedRequestLimits {
  maxBytes: number;
  connectTimeoutMs: number;
  /** Whole-request deadline, measured by the caller across redirects. */
  deadline: number;
}

export type PinnedResponse = { kind: 'redirect'; location: string } | { kind: 'body'; data: Buffer; contentType: string | undefined };

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * One GET to a vetted target. The custom `lookup` answers only the vetted address, so a second DNS
 * answer (rebinding) can never redirect the connection; the Host header and TLS name stay the URL's.
 * The body is cut the moment it passes the cap; the request is destroyed at the deadline.
 */
export function pinnedRequest(target: VettedTarget, limits: PinnedRequestLimits): Promise<PinnedResponse> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const transport = target.url.protocol === 'https:' ? https : http;
  return new Promise<PinnedResponse>((resolve, reject) => {
    let settled = false;
    const finish = (error: SafeFetchError | undefined, value?: PinnedResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      clearTimeout(connectTimer);
      if (error) {
        request.destroy();
        reject(error);
      } else resolve(value!);
    };
    const request = transport.request(target.url, {
      method: 'GET',
      lookup,
      agent: false,
      headers: { accept: '*/*', 'user-agent': 'nft-marketplace-indexer' },
    });
    const deadline = setTimeout(
      () => finish(new SafeFetchError('timeout', 'no complete answer in time')),
      Math.max(0, limits.deadline - Date.now()),
    );
    const connectTimer = setTimeout(() => finish(new SafeFetchError('timeout', 'no connection in time')), limits.connectTimeoutMs);
    request.on('socket', (socket) => socket.once('connect', () => clearTimeout(connectTimer)));
    request.on('error', (error) => finish(new SafeFetchError('network', error.message, { cause: error })));
    request.on('response', (response) => {
      clearTimeout(connectTimer);
      const status = response.statusCode ?? 0;
      if (redirectStatuses.has(status)) {
        response.resume();
        const location = response.headers.location;
        if (!location) return finish(new SafeFetchError('redirect', `${status} without a location`));
        return finish(undefined, { kind: 'redirect', location });
      }
      if (status < 200 || status > 299) {
        response.resume();
        return finish(new SafeFetchError('http_status', `status ${status}`));
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > limits.maxBytes)
        return finish(new SafeFetchError('too_large', `declared ${declared} bytes`));
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.byteLength;
        if (size > limits.maxBytes) return finish(new SafeFetchError('too_large', `over ${limits.maxBytes} bytes`));
        chunks.push(chunk);
      });
      response.on('error', (error) => finish(new SafeFetchError('network', error.message, { cause: error })));
      response.on('end', () =>
        finish(undefined, { kind: 'body', data: Buffer.concat(chunks), contentType: response.headers['content-type'] }),
      );
    });
    request.end();
  });
}

import { SafeFetchError } from './safe-fetch-error';

/**
 * `ipfs://<cid>/<path>` (and the legacy `ipfs://ipfs/<cid>`) as a URL on the configured gateway,
 * e.g. `https://ipfs.io` gives `https://ipfs.io/ipfs/<cid>/<path>`. The gateway is fetched like any URL.
 */
export function ipfsGatewayUrl(uri: string, gateway: string): string {
  const rest = uri.slice('ipfs://'.length).replace(/^ipfs\//, '');
  if (!/^[a-z0-9]+(\/[^?#]*)?([?#].*)?$/i.test(rest)) throw new SafeFetchError('malformed', 'not an ipfs:// URI');
  return `${gateway.replace(/\/+$/, '')}/ipfs/${rest}`;
}

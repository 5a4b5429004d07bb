import { isIP } from 'node:net';
import { isPublicAddress } from './address-policy';
import { createDnsResolve, type DnsResolve } from './dns-resolve';
import { SafeFetchError } from './safe-fetch-error';

/** A URL whose host has been resolved and vetted: the connection must go to `address` and nowhere else. */
export interface VettedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

export interface ResolveOptions {
  /**
   * Tests only: exact origins (`http://127.0.0.1:1234`) allowed although their address is not
   * public. Never set in production configuration; a redirect to any other origin is still vetted.
   */
  allowedTestOrigins?: readonly string[];
  /** How host names are resolved; default c-ares with the system's servers (see dns-resolve.ts). */
  resolve?: DnsResolve;
}

const defaultResolve = createDnsResolve();

/**
 * Checks the scheme, resolves the host once (within the fetch's deadline) and refuses it when any of its addresses is not public.
 * Node's URL parser has already turned numeric tricks (0x7f000001, 2130706433, 017700000001,
 * 127.1) into dotted IPv4, so they meet the same address check as 127.0.0.1.
 */
export async function resolveTarget(url: URL, deadline: number, options: ResolveOptions = {}): Promise<VettedTarget> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('scheme', `${url.protocol} is not fetched`);
  if (url.username || url.password) throw new SafeFetchError('malformed', 'credentials in URLs are not fetched');
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  // c-ares does not read /etc/hosts, and `localhost` is loopback by definition (RFC 6761).
  const allowed = options.allowedTestOrigins?.includes(url.origin) ?? false;
  if (!allowed && /(^|\.)localhost\.?$/i.test(hostname)) throw new SafeFetchError('address', `${hostname} is loopback`);
  const addresses = isIP(hostname) ? [{ address: hostname, family: isIP(hostname) }] : await resolveName(hostname, deadline, options);
  const first = addresses[0];
  if (!first) throw new SafeFetchError('network', `${hostname} has no address`);
  if (!allowed) {
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused) throw new SafeFetchError('address', `${hostname} resolves to a non-public address`);
  }
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}

async function resolveName(hostname: string, deadline: number, options: ResolveOptions) {
  try {
    return await (options.resolve ?? defaultResolve)(hostname, deadline);
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    throw new SafeFetchError('network', `cannot resolve ${hostname}`, { cause: error });
  }
}

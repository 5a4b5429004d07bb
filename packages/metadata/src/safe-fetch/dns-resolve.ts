import { Resolver } from 'node:dns/promises';
import { SafeFetchError } from './safe-fetch-error';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to every address it has, giving up at `deadline` (epoch ms). */
export type DnsResolve = (hostname: string, deadline: number) => Promise<ResolvedAddress[]>;

export interface DnsResolveSettings {
  /** DNS servers (`127.0.0.1:5353`, `[::1]:53`); default the system's, as c-ares reads them. */
  servers?: readonly string[];
  /** c-ares per-try timeout, ms. */
  timeoutMs?: number;
  tries?: number;
}

/**
 * Resolution on c-ares, not `dns.lookup`: lookup runs getaddrinfo on libuv's four-thread pool,
 * which file reads, zlib and crypto share, so four names on a DNS server that never answers stall
 * the whole process. c-ares waits on sockets in the event loop instead, and its queries are
 * cancelled the moment the fetch's deadline passes (docs/security.md row 9).
 */
export function createDnsResolve(settings: DnsResolveSettings = {}): DnsResolve {
  return async (hostname, deadline) => {
    const resolver = new Resolver({ timeout: settings.timeoutMs ?? 2_000, tries: settings.tries ?? 2 });
    if (settings.servers?.length) resolver.setServers([...settings.servers]);
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => {
          resolver.cancel();
          reject(new SafeFetchError('timeout', `no DNS answer for ${hostname} in time`));
        },
        Math.max(0, deadline - Date.now()),
      );
    });
    try {
      return await Promise.race([resolveBoth(resolver, hostname), expired]);
    } finally {
      clearTimeout(timer);
    }
  };
}

async function resolveBoth(resolver: Resolver, hostname: string): Promise<ResolvedAddress[]> {
  const [v4, v6] = await Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]);
  const addresses = [
    ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 })) : []),
    ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 })) : []),
  ];
  if (addresses.length > 0) return addresses;
  const reason = v4.status === 'rejected' ? (v4.reason as unknown) : v6.status === 'rejected' ? (v6.reason as unknown) : undefined;
  throw new SafeFetchError('network', `cannot resolve ${hostname}`, { cause: reason });
}

import ipaddr from 'ipaddr.js';

/**
 * The rate-limit key of a client address (decision 022). IPv4 counts per address; IPv6 per /64,
 * because one subscriber is usually given a whole /64 and could otherwise rotate through 2^64
 * addresses to escape any limit. An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is the IPv4 address.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}

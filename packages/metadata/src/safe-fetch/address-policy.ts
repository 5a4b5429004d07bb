import { BlockList, isIP } from 'node:net';

// Everything that is not the public internet (IANA special-purpose registries), docs/security.md row 9.
const blockedV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", including the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata at 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  blockedV4.addSubnet(network, prefix, 'ipv4');
}

// IPv6 is allowed only inside global unicast (2000::/3), which already excludes loopback,
// unspecified, link-local fe80::/10, unique-local fc00::/7 (fd00:ec2::254) and multicast.
const globalV6 = new BlockList();
globalV6.addSubnet('2000::', 3, 'ipv6');
const blockedV6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 32], // Teredo tunnels to an embedded IPv4
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 tunnels to an embedded IPv4
] as const) {
  blockedV6.addSubnet(network, prefix, 'ipv6');
}

const mappedV4 = /^::ffff:(?:0:)?(\d+\.\d+\.\d+\.\d+)$/i;
const mappedV4Hex = /^::ffff:(?:0:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i;

/** True only for an address on the public internet; IPv4-mapped IPv6 forms are judged as IPv4. */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return !blockedV4.check(address, 'ipv4');
  if (version !== 6) return false;
  const embedded = embeddedIpv4(address);
  if (embedded) return !blockedV4.check(embedded, 'ipv4');
  return globalV6.check(address, 'ipv6') && !blockedV6.check(address, 'ipv6');
}

function embeddedIpv4(address: string): string | undefined {
  const dotted = mappedV4.exec(address);
  if (dotted) return dotted[1];
  const hex = mappedV4Hex.exec(address);
  if (!hex) return undefined;
  const high = Number.parseInt(hex[1]!, 16);
  const low = Number.parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

import { base58 } from '@scure/base';

/** NULS address types (docs/nuls.md): 1 normal account, 2 contract, 3 multisig. */
export type NulsAddressType = 1 | 2 | 3;

export type NulsAddressParts = { chainId: number; type: NulsAddressType; hash160: Uint8Array };

// Only the two public NULS chains have fixed prefixes; other chain ids are out of scope here.
const prefixes: Record<number, string> = { 1: 'NULS', 2: 'tNULS' };
const separators = ['', 'a', 'b', 'c', 'd', 'e'];

function prefixOf(chainId: number): string {
  const prefix = prefixes[chainId];
  if (prefix === undefined) throw new Error(`no NULS address prefix for chain ${chainId}`);
  return prefix + separators[prefix.length];
}

function xorOf(bytes: Uint8Array): number {
  return bytes.reduce((acc, byte) => acc ^ byte, 0);
}

/** Builds the address string of docs/nuls.md: prefix + separator + base58(chain LE16, type, h160, xor). */
export function encodeNulsAddress({ chainId, type, hash160 }: NulsAddressParts): string {
  if (hash160.length !== 20) throw new Error('a NULS hash160 has 20 bytes');
  const full = new Uint8Array(24);
  full[0] = chainId & 0xff;
  full[1] = (chainId >> 8) & 0xff;
  full[2] = type;
  full.set(hash160, 3);
  full[23] = xorOf(full.subarray(0, 23));
  return prefixOf(chainId) + base58.encode(full);
}

/** Parses a NULS address string; undefined when the prefix, length, chain or checksum is wrong. */
export function parseNulsAddress(address: string): NulsAddressParts | undefined {
  for (const chainId of Object.keys(prefixes).map(Number)) {
    const prefix = prefixOf(chainId);
    if (!address.startsWith(prefix)) continue;
    let full: Uint8Array;
    try {
      full = base58.decode(address.slice(prefix.length));
    } catch {
      return undefined;
    }
    if (full.length !== 24 || xorOf(full.subarray(0, 23)) !== full[23]) return undefined;
    const type = full[2];
    if ((full[0]! | (full[1]! << 8)) !== chainId || (type !== 1 && type !== 2 && type !== 3)) return undefined;
    return { chainId, type, hash160: full.slice(3, 23) };
  }
  return undefined;
}

export function isNulsAddress(value: string, chainId?: number): boolean {
  const parts = parseNulsAddress(value);
  return parts !== undefined && (chainId === undefined || parts.chainId === chainId);
}

import type { Address } from 'viem';

/** Seaport 1.6's EIP-712 domain (seaport-core ConsiderationBase: name "Seaport", version "1.6"). */
export function seaportDomain(chainId: number, seaport: Address) {
  return { name: 'Seaport', version: '1.6', chainId, verifyingContract: seaport } as const;
}
export type SeaportDomain = ReturnType<typeof seaportDomain>;

import type { Address, Hex } from 'viem';

/** The marketplace zone's EIP-712 authorisation type (packages/contracts/contracts/MarketplaceZone.sol). */
export const zoneAuthorizationTypes = {
  Authorization: [
    { name: 'orderHash', type: 'bytes32' },
    { name: 'fulfiller', type: 'address' },
    { name: 'expiry', type: 'uint64' },
  ],
} as const;

export type ZoneAuthorization = { orderHash: Hex; fulfiller: Address; expiry: bigint };

export function zoneDomain(chainId: number, zone: Address) {
  return { name: 'MarketplaceZone', version: '1', chainId, verifyingContract: zone } as const;
}

/**
 * What the marketplace's order signer signs to let `fulfiller` fill `orderHash` until `expiry`
 * (unix seconds): the zone refuses a fill without it (docs/security.md row 4). Returned with bigint
 * values, ready for viem's signTypedData on the server.
 */
export function zoneAuthorizationTypedData(chainId: number, zone: Address, authorization: ZoneAuthorization) {
  return {
    domain: zoneDomain(chainId, zone),
    types: zoneAuthorizationTypes,
    primaryType: 'Authorization' as const,
    message: authorization,
  };
}

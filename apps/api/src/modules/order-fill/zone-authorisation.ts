import type { Address, Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { encodeZoneExtraData, zoneAuthorizationTypedData } from '@nft/seaport';

/**
 * How long a fill authorisation lasts (docs/security.md row 4): a gas-free cancel, a transfer or a
 * lower price stops new authorisations at once, and one already handed out expires within this time.
 */
export const authorisationLifetimeSeconds = 600;

export type ZoneAuthoriser = (input: {
  chainId: number;
  zone: Address;
  orderHash: Hex;
  fulfiller: Address;
  expiry: bigint;
}) => Promise<Hex>;

/**
 * Signs the marketplace zone's EIP-712 authorisation with the order signer's key and answers the
 * AdvancedOrder.extraData the zone reads (8-byte expiry, 65-byte signature). The key stays in this
 * closure: it is never logged nor returned.
 */
export function createZoneAuthoriser(signerKey: Hex): ZoneAuthoriser {
  const signer = privateKeyToAccount(signerKey);
  return async ({ chainId, zone, orderHash, fulfiller, expiry }) => {
    const signature = await signer.signTypedData(zoneAuthorizationTypedData(chainId, zone, { orderHash, fulfiller, expiry }));
    return encodeZoneExtraData(expiry, signature);
  };
}

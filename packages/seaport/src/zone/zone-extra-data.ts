import { concat, hexToBigInt, numberToHex, size, slice, type Hex } from 'viem';
import { normalizeSignature } from '../signature/normalize-signature';

/** 8 bytes of expiry and a 65-byte signature: the only length the zone accepts. */
export const zoneExtraDataLength = 73;

/**
 * AdvancedOrder.extraData for the marketplace zone: abi.encodePacked(uint64 expiry, bytes signature),
 * the signature in its canonical 65-byte low-s form (the zone uses OpenZeppelin's ECDSA, which
 * rejects high-s and takes 65 bytes only).
 */
export function encodeZoneExtraData(expiry: bigint, signature: Hex): Hex {
  return concat([numberToHex(expiry, { size: 8 }), normalizeSignature(signature)]);
}

export function decodeZoneExtraData(extraData: Hex): { expiry: bigint; signature: Hex } {
  if (size(extraData) !== zoneExtraDataLength) throw new Error(`zone extraData must be ${zoneExtraDataLength} bytes`);
  return { expiry: hexToBigInt(slice(extraData, 0, 8)), signature: slice(extraData, 8, zoneExtraDataLength) };
}

import { encodeNulsAddress, type NulsAddressType } from '@nft/nuls';

/** A distinct, valid NULS mainnet address per seed: accounts are type 1, contracts type 2. */
export function nulsTestAddress(seed: number, type: NulsAddressType = 1): string {
  const hash160 = new Uint8Array(20);
  hash160[0] = type;
  new DataView(hash160.buffer).setUint32(16, seed);
  return encodeNulsAddress({ chainId: 1, type, hash160 });
}

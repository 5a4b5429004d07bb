import { marketplaceZoneAbi } from '@nft/contracts/abi';
import { devnetOrderSignerAddress } from '@nft/devnet';
import { hashTypedData, keccak256, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyer, startSeaportFixture, type SeaportFixture } from '../test-support/seaport-fixture';
import { zoneAuthorizationTypedData } from './zone-authorization';
import { decodeZoneExtraData, encodeZoneExtraData } from './zone-extra-data';

// The zone's authorisation (docs/security.md row 4) is computed by the API with this package and
// checked by the Solidity zone: both must agree on the digest and on the extraData layout.
describe('zone authorisation', () => {
  let f: SeaportFixture;
  beforeAll(async () => {
    f = await startSeaportFixture();
  });
  afterAll(async () => {
    await f?.stop();
  });

  it('has the digest the deployed zone computes (MarketplaceZone.authorizationDigest)', async () => {
    expect(await f.publicClient.readContract({ address: f.deployment.zone, abi: marketplaceZoneAbi, functionName: 'signer' })).toBe(
      devnetOrderSignerAddress,
    );
    for (const [label, expiry] of [
      ['a', 1n],
      ['b', 2n ** 64n - 1n],
      ['c', 1_800_000_000n],
    ] as const) {
      const orderHash = keccak256(toHex(label));
      const fulfiller = f.address(buyer);
      const expected = await f.publicClient.readContract({
        address: f.deployment.zone,
        abi: marketplaceZoneAbi,
        functionName: 'authorizationDigest',
        args: [orderHash, fulfiller, expiry],
      });
      expect(hashTypedData(zoneAuthorizationTypedData(f.chain.chainId, f.deployment.zone, { orderHash, fulfiller, expiry }))).toBe(
        expected,
      );
    }
  });

  it('packs expiry and the canonical signature into 73 bytes, and reads them back', async () => {
    const components = await f.listing({ nft: { itemType: 2, token: f.deployment.erc721, identifier: 1n, amount: 1n } });
    const extraData = await f.authorize(components, buyer);
    const { expiry, signature } = decodeZoneExtraData(extraData);
    expect(expiry).toBeGreaterThan(await f.latestTimestamp());
    expect(encodeZoneExtraData(expiry, signature)).toBe(extraData);
    expect(extraData.slice(0, 18)).toBe(`0x${expiry.toString(16).padStart(16, '0')}`);
    expect(() => decodeZoneExtraData('0x1234')).toThrow();
  });
});

import { seaportAbi } from '@nft/contracts/abi';
import { concat, hexToBigInt, numberToHex, slice, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTypedData } from '../eip712/order-typed-data';
import { orderParameters, type OrderComponents } from '../order/order-components';
import { orderHash } from '../order/order-hash';
import { otherBuyer, seller, startSeaportFixture, type SeaportFixture } from '../test-support/seaport-fixture';
import { normalizeSignature } from './normalize-signature';

const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const r = (sig: Hex) => slice(sig, 0, 32);
const s = (sig: Hex) => hexToBigInt(slice(sig, 32, 64));
const v = (sig: Hex) => hexToBigInt(slice(sig, 64, 65));

/** The malleable twin: (r, n - s) with the other v recovers the same key (written out here, not taken from the code under test). */
const highS = (sig: Hex): Hex =>
  concat([r(sig), numberToHex(n - s(sig), { size: 32 }), numberToHex(v(sig) === 27n ? 28n : 27n, { size: 1 })]);
/** EIP-2098: r ++ (yParity << 255 | s). */
const compact = (sig: Hex): Hex => concat([r(sig), numberToHex(((v(sig) - 27n) << 255n) | s(sig), { size: 32 })]);

// Intake identifies an order by its hash and must not store the same signature three ways (issue 11, item 8).
describe('normalizeSignature', () => {
  let f: SeaportFixture;
  beforeAll(async () => {
    f = await startSeaportFixture();
  });
  afterAll(async () => {
    await f?.stop();
  });

  const signed = async (salt: bigint): Promise<{ components: OrderComponents; signature: Hex }> => {
    const components = await f.listing({ nft: { itemType: 2, token: f.deployment.erc721, identifier: 1n, amount: 1n }, salt });
    const typedData = JSON.parse(JSON.stringify(orderTypedData(f.chain.chainId, f.deployment.seaport, components)));
    return { components, signature: await f.account(seller).signTypedData(typedData) };
  };

  it('maps the compact and the high-s forms Seaport accepts to the canonical 65-byte signature', async () => {
    for (const salt of [1n, 2n, 3n, 4n]) {
      const { components, signature } = await signed(salt);
      expect(s(signature) <= n / 2n).toBe(true);
      const twin = highS(signature);
      expect(twin).not.toBe(signature);
      expect(normalizeSignature(signature)).toBe(signature);
      expect(normalizeSignature(compact(signature))).toBe(signature);
      expect(normalizeSignature(twin)).toBe(signature);
      // v as 0/1 (some wallets) is the same signature.
      expect(normalizeSignature(concat([slice(signature, 0, 64), numberToHex(v(signature) - 27n, { size: 1 })]))).toBe(signature);
      if (salt === 1n) {
        // Seaport (plain ecrecover) takes the high-s twin as the seller's signature: why intake must normalise.
        const hash = await f.wallet(otherBuyer).writeContract({
          address: f.deployment.seaport,
          abi: seaportAbi,
          functionName: 'validate',
          args: [[{ parameters: orderParameters(components), signature: twin }]],
        });
        await f.confirm(hash);
        expect((await f.getOrderStatus(orderHash(components)))[0]).toBe(true);
      }
    }
  });

  it('refuses what is not a signature', async () => {
    const { signature } = await signed(9n);
    const refused: Hex[] = [
      '0x',
      slice(signature, 0, 63),
      concat([signature, '0x00']),
      concat([slice(signature, 0, 64), '0x1d']),
      concat([numberToHex(0n, { size: 32 }), slice(signature, 32, 65)]),
      concat([r(signature), numberToHex(0n, { size: 32 }), '0x1b']),
      concat([r(signature), numberToHex(n, { size: 32 }), '0x1b']),
      concat([numberToHex(n, { size: 32 }), slice(signature, 32, 65)]),
      '0xzz' as Hex,
    ];
    for (const bad of refused) expect(() => normalizeSignature(bad)).toThrow();
  });
});

import type { OrderComponentsJson } from '@nft/api-contract';
import { fromOrderComponentsJson } from '@nft/seaport';
import { describe, expect, it } from 'vitest';
import { signedComponents } from './signed-components';

const zero = '0x0000000000000000000000000000000000000000';
const signed = (salt: string): OrderComponentsJson => ({
  offerer: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  zone: '0x00000000000000000000000000000000000000a1',
  offer: [
    { itemType: 2, token: '0x00000000000000000000000000000000000000b2', identifierOrCriteria: '4', startAmount: '1', endAmount: '1' },
  ],
  consideration: [
    {
      itemType: 0,
      token: zero,
      identifierOrCriteria: '0',
      startAmount: '975000000000000000',
      endAmount: '975000000000000000',
      recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    },
  ],
  orderType: 2,
  startTime: '1800000000',
  endTime: '1800600000',
  zoneHash: `0x${'00'.repeat(32)}`,
  salt,
  conduitKey: `0x${'cd'.repeat(32)}`,
  counter: '0',
});

describe("the on-chain cancel's signed order", () => {
  it("takes this browser's copy without asking the API", async () => {
    let asked = 0;
    const components = await signedComponents({
      kept: () => signed('1'),
      fromApi: async () => {
        asked += 1;
        return signed('2');
      },
    });
    expect(asked).toBe(0);
    expect(components?.salt).toBe(1n);
  });

  it("takes the API's copy for a listing made in another browser", async () => {
    const served = signed('77');
    const components = await signedComponents({ kept: () => undefined, fromApi: async () => served });
    expect(components).toEqual(fromOrderComponentsJson(served));
    expect(components?.salt).toBe(77n);
  });

  it('answers nothing when neither has it (the API unreachable)', async () => {
    await expect(signedComponents({ kept: () => undefined, fromApi: () => Promise.reject(new Error('offline')) })).resolves.toBeUndefined();
  });
});

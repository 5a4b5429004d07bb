import { describe, expect, it } from 'vitest';
import { decodeFunctionData, erc20Abi, zeroAddress, zeroHash, type Address } from 'viem';
import { buildListing, type FillRequest } from '@nft/seaport';
import type { ChainOrderReader } from './chain-order-reader';
import { approvalSteps, erc20Needs } from './payment-approvals';

// ERC-20 payments (the local chains pay natively, so this path is checked here): Seaport pulls the
// price from the buyer, who must first allow it that much; native payment needs no approval.
const token: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const seaport: Address = '0x0000000000000068F116a894984e2DB1123eB395';
const buyer: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

function fill(currency: Address, copies: bigint, numerator = 1n, denominator = 1n): FillRequest {
  const components = buildListing({
    offerer: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    zone: '0x0000000000000000000000000000000000000001',
    conduitKey: zeroHash,
    counter: 0n,
    nft: { itemType: 3, token: '0x0000000000000000000000000000000000000002', identifier: 1n, amount: copies },
    currency,
    startPrice: 1_000_000n,
    endPrice: 1_000_000n,
    startTime: 100n,
    endTime: 1_000n,
    fee: { recipient: '0x0000000000000000000000000000000000000003', bps: 250 },
    royalty: { recipient: '0x0000000000000000000000000000000000000004', bps: 500 },
    salt: 1n,
  });
  return { components, signature: '0x', extraData: '0x', numerator, denominator };
}

const readerAllowing = (allowance: bigint): ChainOrderReader => ({
  orderState: () => Promise.reject(new Error('not used')),
  chainTime: () => Promise.reject(new Error('not used')),
  allowance: () => Promise.resolve(allowance),
});

describe('erc20Needs', () => {
  it("sums each token's price over the fills, for the part being bought, and leaves native payment out", () => {
    const needs = erc20Needs([fill(token, 4n, 1n, 4n), fill(token, 1n), fill(zeroAddress, 1n)], 500n);
    expect([...needs]).toEqual([[token, 1_000_000n + 1_000_000n]]);
  });
});

describe('approvalSteps', () => {
  it('asks for an approval of Seaport for the price when the allowance falls short, and for none when it covers it', async () => {
    const needs = erc20Needs([fill(token, 1n)], 500n);
    const paymentTokens = [{ address: token, symbol: 'USDT', name: 'Tether', decimals: 6, native: false }];
    const [step, ...rest] = await approvalSteps(readerAllowing(999_999n), { seaport, buyer, paymentTokens, needs });
    expect(rest).toEqual([]);
    expect(step).toMatchObject({ kind: 'transaction', description: 'Approve USDT for Seaport', to: token, value: '0' });
    expect(decodeFunctionData({ abi: erc20Abi, data: step!.data as `0x${string}` })).toEqual({
      functionName: 'approve',
      args: [seaport, 1_000_000n],
    });
    expect(await approvalSteps(readerAllowing(1_000_000n), { seaport, buyer, paymentTokens, needs })).toEqual([]);
  });
});

import { maxUint256, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrappedNativeAbi } from '@nft/contracts/abi';
import { criteriaProof, criteriaRoot } from '../criteria/criteria-tree';
import { orderTypedData } from '../eip712/order-typed-data';
import { orderSides, type CriteriaResolver } from '../fulfil/criteria-resolver';
import { encodeFulfillAdvancedOrder } from '../fulfil/fulfill-advanced-order';
import type { OrderComponents } from '../order/order-components';
import { feeRecipientIndex, royaltyRecipientIndex, startSeaportFixture, type SeaportFixture } from '../test-support/seaport-fixture';
import { buildOffer, type OfferInput } from './build-offer';

// Real fills of offers through Seaport 1.6 on anvil: the maker pays wrapped native (an ERC-20) through the
// marketplace conduit, the accepting owner's NFT moves through the same conduit, the zone authorises the owner.
const maker = 2;
const owner = 1;
const otherOwner = 3;
const price = 10n ** 18n;

let fixture: SeaportFixture;

const weth = () => ({ address: fixture.deployment.wrappedNative, abi: wrappedNativeAbi }) as const;
const wethBalance = (index: number) =>
  fixture.publicClient.readContract({ ...weth(), functionName: 'balanceOf', args: [fixture.address(index)] });
const balances = () => Promise.all([owner, otherOwner, feeRecipientIndex, royaltyRecipientIndex, maker].map(wethBalance));

beforeAll(async () => {
  fixture = await startSeaportFixture();
  const wallet = fixture.wallet(maker);
  await fixture.confirm(await wallet.writeContract({ ...weth(), functionName: 'deposit', value: 20n * price }));
  await fixture.confirm(await wallet.writeContract({ ...weth(), functionName: 'approve', args: [fixture.deployment.conduit, maxUint256] }));
  // Seaport pays the fulfiller the offer first and then takes every consideration item from them: the owner who
  // accepts pays the fee and the royalty out of what they just received, so they approve the currency to the conduit too.
  for (const index of [owner, otherOwner]) {
    const approve = await fixture
      .wallet(index)
      .writeContract({ ...weth(), functionName: 'approve', args: [fixture.deployment.conduit, maxUint256] });
    await fixture.confirm(approve);
  }
}, 300_000);

afterAll(() => fixture?.stop());

async function offer(overrides: Partial<OfferInput> & Pick<OfferInput, 'target'>): Promise<OrderComponents> {
  const now = await fixture.latestTimestamp();
  return buildOffer({
    offerer: fixture.address(maker),
    zone: fixture.deployment.zone,
    conduitKey: fixture.deployment.conduitKey,
    counter: await fixture.getCounter(maker),
    standard: 'ERC-721',
    quantity: 1n,
    currency: fixture.deployment.wrappedNative,
    price,
    startTime: now - 60n,
    endTime: now + 86_400n,
    fee: { recipient: fixture.address(feeRecipientIndex), bps: 250 },
    royalty: { recipient: fixture.address(royaltyRecipientIndex), bps: 500 },
    salt: BigInt(Math.floor(Math.random() * 2 ** 48)),
    ...overrides,
  });
}

async function accept(
  components: OrderComponents,
  by: number,
  options: { resolvers?: CriteriaResolver[]; numerator?: bigint; denominator?: bigint } = {},
) {
  const typedData = orderTypedData(fixture.chain.chainId, fixture.deployment.seaport, components);
  const signature: Hex = await fixture.account(maker).signTypedData(JSON.parse(JSON.stringify(typedData)));
  const call = encodeFulfillAdvancedOrder({
    seaport: fixture.deployment.seaport,
    fill: { components, signature, extraData: await fixture.authorize(components, by), ...options },
    fulfillerConduitKey: fixture.deployment.conduitKey,
    criteriaResolvers: options.resolvers,
    at: await fixture.latestTimestamp(),
  });
  return fixture.send(by, call);
}

const resolver = (identifier: bigint, proof: Hex[]): CriteriaResolver => ({
  orderIndex: 0n,
  side: orderSides.consideration,
  index: 0n,
  identifier,
  criteriaProof: proof,
});

async function expectPaidOut(before: bigint[], seller: number) {
  const after = await balances();
  const delta = (i: number) => (after[i] as bigint) - (before[i] as bigint);
  const fee = (price * 250n) / 10_000n;
  const royalty = (price * 500n) / 10_000n;
  expect(delta(seller === owner ? 0 : 1)).toBe(price - fee - royalty);
  expect(delta(2)).toBe(fee);
  expect(delta(3)).toBe(royalty);
  expect(delta(4)).toBe(-price);
}

describe('offers filled through Seaport (anvil)', () => {
  it('an item offer: the owner accepts, the maker gets the NFT and pays fee and royalty out of the price', async () => {
    const tokenId = await fixture.mintErc721(owner);
    const components = await offer({ target: { kind: 'item', token: fixture.deployment.erc721, identifier: tokenId } });
    const before = await balances();
    await accept(components, owner);
    expect(await fixture.ownerOf(tokenId)).toBe(fixture.address(maker));
    await expectPaidOut(before, owner);
  });

  it('a collection offer (zero root): the owner of any token of the collection accepts it with an empty proof', async () => {
    const tokenId = await fixture.mintErc721(otherOwner);
    const components = await offer({ target: { kind: 'collection', token: fixture.deployment.erc721 } });
    const before = await balances();
    await accept(components, otherOwner, { resolvers: [resolver(tokenId, [])] });
    expect(await fixture.ownerOf(tokenId)).toBe(fixture.address(maker));
    await expectPaidOut(before, otherOwner);
    // Quantity one: a second owner cannot fill it again.
    const second = await fixture.mintErc721(owner);
    await expect(accept(components, owner, { resolvers: [resolver(second, [])] })).rejects.toThrow();
  });

  it('a trait offer: a matching token fills with its proof; a token outside the tree is refused by Seaport', async () => {
    const ids = [await fixture.mintErc721(owner), await fixture.mintErc721(owner), await fixture.mintErc721(owner)];
    const outsider = await fixture.mintErc721(owner);
    const members = [ids[0] as bigint, ids[2] as bigint, 10_000n, 10_001n];
    const components = await offer({ target: { kind: 'trait', token: fixture.deployment.erc721, root: criteriaRoot(members) } });

    await expect(
      accept(components, owner, { resolvers: [resolver(outsider, criteriaProof(members, ids[0] as bigint))] }),
    ).rejects.toThrow();
    await expect(accept(components, owner, { resolvers: [resolver(ids[1] as bigint, [])] })).rejects.toThrow();

    const before = await balances();
    const chosen = ids[2] as bigint;
    await accept(components, owner, { resolvers: [resolver(chosen, criteriaProof(members, chosen))] });
    expect(await fixture.ownerOf(chosen)).toBe(fixture.address(maker));
    await expectPaidOut(before, owner);
  });

  it('an ERC-1155 offer for 4 copies is accepted one copy at a time, each paying a quarter', async () => {
    const tokenId = await fixture.mintErc1155(owner, 5n);
    const components = await offer({
      standard: 'ERC-1155',
      quantity: 4n,
      price: 4n * price,
      target: { kind: 'item', token: fixture.deployment.erc1155, identifier: tokenId },
    });
    const before = await balances();
    await accept(components, owner, { numerator: 1n, denominator: 4n });
    expect(await fixture.erc1155Balance(maker, tokenId)).toBe(1n);
    await expectPaidOut(before, owner);
    const [, , filled, size] = await fixture.getOrderStatus(await fixture.getOrderHash(components));
    expect(filled * 4n).toBe(size);
  });
});

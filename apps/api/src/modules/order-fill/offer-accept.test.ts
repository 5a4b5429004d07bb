import { decodeFunctionData, erc20Abi, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { marketplaceErc1155Abi, marketplaceErc721Abi } from '@nft/contracts';
import { orders } from '@nft/db';
import { devnetFeeRecipient, testAccounts } from '@nft/devnet';
import { orderFillResponseSchema, type OrderFillResponse } from '@nft/api-contract';
import { criteriaProof } from '@nft/seaport';
import { makeOffer, startOfferHarness, type OfferHarness, type OfferWallet } from '../orders/offers.fixtures';

// Accepting offers through POST /v1/orders/{chain}/{orderHash}/fill on a real anvil chain with the real Seaport,
// conduit and zone (docs/product.md "Offers"): an item offer, a collection offer by the owner of any item, a trait
// offer with its criteria proof, the refusals, and two owners racing for one collection offer (docs/security.md row 14).
let harness: OfferHarness;
let maker: OfferWallet;
let owner: OfferWallet;
let otherOwner: OfferWallet;
let stranger: OfferWallet;
const royaltyReceiver = testAccounts[6]!.address;
const price = 10n ** 18n;
const fee = (price * 250n) / 10_000n;
const royalty = (price * 500n) / 10_000n;

beforeAll(async () => {
  harness = await startOfferHarness([1, 2, 3, 7]);
  [owner, stranger, otherOwner, maker] = [1, 2, 3, 7].map((index) => harness.wallet(index)) as [
    OfferWallet,
    OfferWallet,
    OfferWallet,
    OfferWallet,
  ];
  await maker.approveToken(2n ** 256n - 1n);
}, 180_000);

afterAll(async () => {
  await harness?.close();
});

const erc721 = () => harness.chain.deployment.erc721;

async function mintIndexed(holder: OfferWallet, attributes: Record<string, string> = {}): Promise<bigint> {
  const tokenId = await holder.mint721(royaltyReceiver);
  await harness.indexToken({ standard: 'ERC-721', tokenId, owner: holder.address, attributes });
  return tokenId;
}

const fillRequest = (wallet: OfferWallet, orderHash: string, body: Record<string, unknown> = {}) =>
  harness.call('POST', `/v1/orders/local1/${orderHash}/fill`, wallet, body);

async function acceptance(wallet: OfferWallet, orderHash: string, body: Record<string, unknown> = {}): Promise<OrderFillResponse> {
  const reply = await fillRequest(wallet, orderHash, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return orderFillResponseSchema.parse(reply.body.data);
}

/** The steps, then the transaction, as the owner's wallet sends them; answers the fill's receipt. */
async function accept(wallet: OfferWallet, answer: OrderFillResponse) {
  for (const step of answer.steps) expect((await wallet.send(step)).status).toBe('success');
  return wallet.send(answer.transaction, 1_000_000n);
}

const ownerOf = (tokenId: bigint) =>
  harness.client.readContract({ address: erc721(), abi: marketplaceErc721Abi, functionName: 'ownerOf', args: [tokenId] });

const wethOf = (address: Address) =>
  harness.client.readContract({
    address: harness.chain.deployment.wrappedNative,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  });

const payees = () => [owner.address, devnetFeeRecipient, royaltyReceiver, maker.address] as const;

describe('accepting an item offer', () => {
  it("answers the owner's approvals and the fill; the maker gets the NFT and the owner the price less fee and royalty", async () => {
    const tokenId = await mintIndexed(owner);
    const offer = await makeOffer(harness, maker, { contract: erc721(), tokenId: tokenId.toString() });
    expect(await fillRequest(stranger, offer.orderHash)).toMatchObject({ status: 403, body: { error: 'not_nft_owner' } });
    expect(await fillRequest(owner, offer.orderHash, { tokenId: String(tokenId + 1000n) })).toMatchObject({
      status: 400,
      body: { error: 'offer_token_not_matching' },
    });

    const answer = await acceptance(owner, offer.orderHash);
    const { conduit, seaport, wrappedNative } = harness.chain.deployment;
    // A fresh owner: the NFT's setApprovalForAll to the conduit, then the conduit may take fee and royalty in WETH.
    expect(
      answer.steps.map((step) => [
        step.to,
        decodeFunctionData({ abi: [...marketplaceErc721Abi, ...erc20Abi], data: step.data as never }).functionName,
      ]),
    ).toEqual([
      [erc721(), 'setApprovalForAll'],
      [wrappedNative, 'approve'],
    ]);
    expect(decodeFunctionData({ abi: erc20Abi, data: answer.steps[1]!.data as never }).args).toEqual([conduit, fee + royalty]);
    expect(answer.transaction).toMatchObject({ to: seaport, value: '0' });
    expect(answer.criteriaResolvers).toEqual([]);

    const before = await Promise.all(payees().map(wethOf));
    expect((await accept(owner, answer)).status).toBe('success');
    expect(await ownerOf(tokenId)).toBe(maker.address);
    const after = await Promise.all(payees().map(wethOf));
    expect(after.map((balance, i) => balance - before[i]!)).toEqual([price - fee - royalty, fee, royalty, -price]);
  });
});

describe('accepting an ERC-1155 offer', () => {
  it('takes what the holder has of the copies wanted, as a fraction of the offer', async () => {
    const { erc1155 } = harness.chain.deployment;
    const tokenId = await owner.mint1155(2n, royaltyReceiver);
    await harness.indexToken({ standard: 'ERC-1155', tokenId, owner: owner.address, balance: 2n });
    const offer = await makeOffer(harness, maker, { contract: erc1155, tokenId: tokenId.toString(), quantity: 4 }, { price: '4' });
    expect(await fillRequest(owner, offer.orderHash, { quantity: 3 })).toMatchObject({
      status: 400,
      body: { error: 'order_quantity_invalid' },
    });
    const answer = await acceptance(owner, offer.orderHash);
    expect([answer.numerator, answer.denominator]).toEqual(['2', '4']);
    const before = await Promise.all(payees().map(wethOf));
    expect((await accept(owner, answer)).status).toBe('success');
    const copies = (holder: Address) =>
      harness.client.readContract({ address: erc1155, abi: marketplaceErc1155Abi, functionName: 'balanceOf', args: [holder, tokenId] });
    expect([await copies(maker.address), await copies(owner.address)]).toEqual([2n, 0n]);
    const after = await Promise.all(payees().map(wethOf));
    expect(after.map((balance, i) => balance - before[i]!)).toEqual([2n * (price - fee - royalty), 2n * fee, 2n * royalty, -2n * price]);
  });
});

describe('an offer the book holds inactive', () => {
  it('is not accepted while its maker lacks the balance or allowance', async () => {
    const tokenId = await mintIndexed(owner);
    const offer = await makeOffer(harness, maker, { contract: erc721(), tokenId: tokenId.toString() });
    // As the indexer marks it when the maker's allowance to the conduit falls below the price.
    await harness.database.db
      .update(orders)
      .set({ status: 'inactive', statusReason: 'no_approval' })
      .where(eq(orders.orderHash, offer.orderHash));
    expect(await fillRequest(owner, offer.orderHash)).toMatchObject({
      status: 409,
      body: { error: 'order_not_fillable', details: { reason: 'inactive', statusReason: 'no_approval' } },
    });
  });
});

describe("an offer whose maker's funds went in the last blocks", () => {
  it('is refused before the owner sends anything, though the book still holds it active', async () => {
    const tokenId = await mintIndexed(owner);
    const offer = await makeOffer(harness, maker, { contract: erc721(), tokenId: tokenId.toString() });
    await maker.approveToken(0n);
    try {
      expect(await fillRequest(owner, offer.orderHash)).toMatchObject({
        status: 409,
        body: { error: 'order_not_fillable', details: { reason: 'inactive', statusReason: 'no_approval' } },
      });
    } finally {
      await maker.approveToken(2n ** 256n - 1n);
    }
    expect((await fillRequest(owner, offer.orderHash)).status).toBe(200);
  });
});

describe('accepting a collection offer', () => {
  it('is open to the owner of any item of the collection, who names it', async () => {
    const theirs = await mintIndexed(otherOwner);
    const notTheirs = await mintIndexed(owner);
    const offer = await makeOffer(harness, maker, { contract: erc721() });
    expect(await fillRequest(otherOwner, offer.orderHash)).toMatchObject({ status: 400, body: { error: 'offer_token_required' } });
    expect(await fillRequest(otherOwner, offer.orderHash, { tokenId: notTheirs.toString() })).toMatchObject({
      status: 403,
      body: { error: 'not_nft_owner' },
    });
    const answer = await acceptance(otherOwner, offer.orderHash, { tokenId: theirs.toString() });
    expect(answer.criteriaResolvers).toEqual([{ orderIndex: '0', side: 1, index: '0', identifier: theirs.toString(), criteriaProof: [] }]);
    expect((await accept(otherOwner, answer)).status).toBe('success');
    expect(await ownerOf(theirs)).toBe(maker.address);
    expect(await ownerOf(notTheirs)).toBe(owner.address);
  });
});

describe('accepting a trait offer', () => {
  it('takes a token carrying the trait with its merkle proof, and refuses one without it', async () => {
    const laser = { Eyes: 'Laser' };
    const [first, plain, second, third] = [
      await mintIndexed(owner, laser),
      await mintIndexed(owner, { Eyes: 'Plain' }),
      await mintIndexed(owner, laser),
      await mintIndexed(otherOwner, laser),
    ];
    const offer = await makeOffer(harness, maker, { contract: erc721(), trait: { type: 'Eyes', value: 'Laser' } });
    // Minted and indexed after the offer: not in its signed tree, and the tree's proofs still build without it.
    const later = await mintIndexed(owner, laser);
    for (const refused of [plain, later]) {
      expect(await fillRequest(owner, offer.orderHash, { tokenId: refused.toString() })).toMatchObject({
        status: 400,
        body: { error: 'offer_token_not_matching' },
      });
    }
    const answer = await acceptance(owner, offer.orderHash, { tokenId: second.toString() });
    // The proof in the tree of the three tokens carrying the trait, as Seaport's CriteriaResolver verifies it.
    expect(answer.criteriaResolvers).toEqual([
      { orderIndex: '0', side: 1, index: '0', identifier: second.toString(), criteriaProof: criteriaProof([first, second, third], second) },
    ]);
    expect((await accept(owner, answer)).status).toBe('success');
    expect(await ownerOf(second)).toBe(maker.address);
    expect([await ownerOf(first), await ownerOf(third)]).toEqual([owner.address, otherOwner.address]);
  });
});

describe('the fill route and auctions', () => {
  it('never authorises a fill of an auction listing (the settlement fills it)', async () => {
    const tokenId = await mintIndexed(owner);
    const built = await harness.call('POST', '/v1/orders/build', owner, {
      chain: 'local1',
      side: 'listing',
      kind: 'fixed',
      items: [{ contract: erc721(), tokenId: tokenId.toString() }],
      price: '1',
      endTime: Math.floor(Date.now() / 1000) + 3600,
    });
    expect(built.status, JSON.stringify(built.body)).toBe(200);
    const posted = await harness.call('POST', '/v1/orders', owner, {
      chain: 'local1',
      parameters: built.body.data.orders[0],
      signature: await owner.account.signTypedData(built.body.data.signature),
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const { orderHash } = posted.body.data;
    // As the auctions intake stores an auction listing (kind auction, with its bidding end).
    await harness.database.db
      .update(orders)
      .set({ kind: 'auction', auctionEndTime: new Date(Date.now() + 3_600_000) })
      .where(eq(orders.orderHash, orderHash));
    expect(await fillRequest(stranger, orderHash)).toMatchObject({
      status: 409,
      body: { error: 'order_not_fillable', details: { reason: 'auction' } },
    });
  });
});

describe('two owners accepting one collection offer of quantity one at the same moment', () => {
  it('sells once: one fill succeeds, the other reverts, and the route then says the offer is gone', async () => {
    const [mine, theirs] = [await mintIndexed(owner), await mintIndexed(otherOwner)];
    const offer = await makeOffer(harness, maker, { contract: erc721() });
    const [ownerAnswer, otherAnswer] = await Promise.all([
      acceptance(owner, offer.orderHash, { tokenId: mine.toString() }),
      acceptance(otherOwner, offer.orderHash, { tokenId: theirs.toString() }),
    ]);
    for (const [wallet, answer] of [
      [owner, ownerAnswer],
      [otherOwner, otherAnswer],
    ] as const) {
      for (const step of answer.steps) expect((await wallet.send(step)).status).toBe('success');
    }
    const makerBefore = await wethOf(maker.address);
    // Both sent at once with a fixed gas limit, so neither wallet refuses to send the loser.
    const receipts = await Promise.all([
      owner.send(ownerAnswer.transaction, 1_000_000n),
      otherOwner.send(otherAnswer.transaction, 1_000_000n),
    ]);
    expect(receipts.filter((receipt) => receipt.status === 'success')).toHaveLength(1);
    const ownerWon = receipts[0]!.status === 'success';
    expect(await ownerOf(mine)).toBe(ownerWon ? maker.address : owner.address);
    expect(await ownerOf(theirs)).toBe(ownerWon ? otherOwner.address : maker.address);
    expect(makerBefore - (await wethOf(maker.address))).toBe(price);
    const [loser, token] = ownerWon ? [otherOwner, theirs] : [owner, mine];
    expect(await fillRequest(loser, offer.orderHash, { tokenId: token.toString() })).toMatchObject({
      status: 409,
      body: { error: 'order_not_fillable', details: { reason: 'sold_out' } },
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Seaport } from '@opensea/seaport-js';
import { JsonRpcProvider, Wallet as EthersWallet } from 'ethers';
import { parseEther, zeroHash } from 'viem';
import { orderFillResponseSchema } from '@nft/api-contract';
import { marketplaceErc1155Abi, marketplaceErc721Abi } from '@nft/contracts';
import { testAccounts } from '@nft/devnet';
import { createListing, startFillHarness, type FillHarness, type Wallet } from './order-fill.fixtures';

// Interoperability (docs/product.md "Trading"): any Seaport client can buy a marketplace listing from
// the fill route's `order` and `extraData` alone; here OpenSea's own client, on ethers, not our calldata.
let harness: FillHarness;
let seller: Wallet;
const royaltyReceiver = testAccounts[5]!.address;
const buyerKey = testAccounts[2]!.privateKey;

beforeAll(async () => {
  harness = await startFillHarness();
  seller = harness.wallet(testAccounts[1]!.privateKey);
  await seller.approveConduit();
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

function openSeaClient() {
  const { deployment, rpcUrl } = harness.chain;
  const provider = new JsonRpcProvider(rpcUrl, undefined, { staticNetwork: true, pollingInterval: 50 });
  const signer = new EthersWallet(buyerKey, provider);
  // seaport-js is typed against ethers' CommonJS build and this file imports its ES module: the same classes.
  const seaport = new Seaport(signer as unknown as ConstructorParameters<typeof Seaport>[0], {
    overrides: { contractAddress: deployment.seaport, seaportVersion: '1.6' },
    // The marketplace's conduit (where sellers' approvals point) is not one OpenSea knows by itself.
    conduitKeyToConduit: { [deployment.conduitKey]: deployment.conduit, [zeroHash]: deployment.seaport },
  });
  return { seaport, signer, provider };
}

async function fillAnswer(orderHash: string, body: Record<string, unknown> = {}) {
  const buyer = await harness.signIn(buyerKey);
  const response = await harness.testApp.app.inject({
    method: 'POST',
    url: `/v1/orders/local1/${orderHash}/fill`,
    headers: buyer.headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return orderFillResponseSchema.parse(response.json().data);
}

describe('the fill route with @opensea/seaport-js', () => {
  it("fills an ERC-721 listing from `order` and `extraData` with OpenSea's fulfillOrder (advanced path)", async () => {
    const tokenId = await seller.mint721(royaltyReceiver);
    const listing = await createListing(harness, {
      maker: seller,
      royaltyReceiver,
      nft: { standard: 'ERC-721', tokenId },
      price: parseEther('0.3'),
    });
    const { order, extraData } = await fillAnswer(listing.orderHash);
    const { seaport, signer } = openSeaClient();
    const { executeAllActions } = await seaport.fulfillOrder({
      order: order as unknown as Parameters<typeof seaport.fulfillOrder>[0]['order'],
      extraData,
      // seaport-js would pick Seaport's basic fulfilment for a plain ERC-721 bought for oneself, and a
      // basic order carries no extraData, so the zone would refuse it: naming the recipient selects
      // fulfillAdvancedOrder, the path that carries the authorisation (as unitsToFill does below).
      recipientAddress: signer.address,
      accountAddress: signer.address,
    });
    const transaction = await executeAllActions();
    expect((await transaction.wait())?.status).toBe(1);
    const owner = await harness.client.readContract({
      address: harness.chain.deployment.erc721,
      abi: marketplaceErc721Abi,
      functionName: 'ownerOf',
      args: [tokenId],
    });
    expect(owner).toBe(signer.address);
  });

  it('fills part of an ERC-1155 listing with unitsToFill (the advanced-order path)', async () => {
    const tokenId = await seller.mint1155(4n, royaltyReceiver);
    const listing = await createListing(harness, {
      maker: seller,
      royaltyReceiver,
      nft: { standard: 'ERC-1155', tokenId, amount: 4n },
      price: parseEther('0.1'),
    });
    const { order, extraData, numerator } = await fillAnswer(listing.orderHash, { quantity: 1 });
    const { seaport, signer } = openSeaClient();
    const { executeAllActions } = await seaport.fulfillOrder({
      order: order as unknown as Parameters<typeof seaport.fulfillOrder>[0]['order'],
      extraData,
      unitsToFill: numerator,
      accountAddress: signer.address,
    });
    expect((await (await executeAllActions()).wait())?.status).toBe(1);
    const bought = await harness.client.readContract({
      address: harness.chain.deployment.erc1155,
      abi: marketplaceErc1155Abi,
      functionName: 'balanceOf',
      args: [signer.address as `0x${string}`, tokenId],
    });
    expect(bought).toBe(1n);
  });
});

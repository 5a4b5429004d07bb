import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { marketplaceErc721Abi } from '@nft/contracts';
import { orderFillResponseSchema } from '@nft/api-contract';
import { testAccounts } from '@nft/devnet';
import { startFillHarness, type FillHarness } from './order-fill.fixtures';

// The devnet mines only when a transaction arrives, so its latest block can be minutes older than the
// wall clock. A listing built with the default start must still be fillable at once: the build starts
// it at the earlier of the server's clock and the latest block's time (docs/product.md "Trading").
let harness: FillHarness;
const lagSeconds = 600;

beforeAll(async () => {
  harness = await startFillHarness();
}, 120_000);

afterAll(async () => {
  vi.useRealTimers();
  await harness?.close();
});

describe('a listing with the default start while the chain lags the wall clock', () => {
  it('starts at the latest block, passes the gas estimate on it and is bought at once', async () => {
    const seller = harness.wallet(testAccounts[1]!.privateKey);
    const buyer = harness.wallet(testAccounts[3]!.privateKey);
    const [sellerSession, buyerSession] = await Promise.all([harness.signIn(seller.key), harness.signIn(buyer.key)]);
    await seller.approveConduit();
    const erc721 = harness.chain.deployment.erc721;
    const tokenId = await seller.mint721(testAccounts[6]!.address);
    const latest = await harness.client.getBlock({ blockTag: 'latest' });

    // The server's clock runs ten minutes past the chain's latest block (only Date is faked, no timer).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((Number(latest.timestamp) + lagSeconds) * 1000);
    const built = await harness.testApp.app.inject({
      method: 'POST',
      url: '/v1/orders/build',
      headers: sellerSession.headers,
      payload: {
        chain: 'local1',
        side: 'listing',
        kind: 'fixed',
        price: '1',
        endTime: Math.floor(Date.now() / 1000) + 3600,
        items: [{ contract: erc721, tokenId: tokenId.toString() }],
      },
    });
    expect(built.statusCode, built.body).toBe(200);
    const parameters = built.json().data.orders[0];
    expect(BigInt(parameters.startTime)).toBe(latest.timestamp);
    const signature = await seller.account.signTypedData(built.json().data.signature);
    const posted = await harness.testApp.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: sellerSession.headers,
      payload: { chain: 'local1', parameters, signature },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const fill = await harness.testApp.app.inject({
      method: 'POST',
      url: `/v1/orders/local1/${posted.json().data.orderHash}/fill`,
      headers: buyerSession.headers,
    });
    expect(fill.statusCode, fill.body).toBe(200);
    const { transaction } = orderFillResponseSchema.parse(fill.json().data);
    vi.useRealTimers();

    // What a wallet's gas estimate runs: the call on the latest block, where Seaport checks startTime.
    expect(await buyer.revertOf(transaction)).toBe('none');
    expect((await buyer.sendRaw(transaction)).status).toBe('success');
    const owner = await harness.client.readContract({
      address: erc721,
      abi: marketplaceErc721Abi,
      functionName: 'ownerOf',
      args: [tokenId],
    });
    expect(owner).toBe(buyer.address);
  }, 120_000);
});

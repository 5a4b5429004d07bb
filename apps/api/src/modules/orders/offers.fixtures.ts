import {
  createPublicClient,
  erc20Abi,
  http,
  maxUint256,
  type Address,
  type Hex,
  type PrivateKeyAccount,
  type PublicClient,
  type TransactionReceipt,
} from 'viem';
import { createChainRegistry } from '@nft/chains';
import { chainContractsFromDeployment, paymentTokensFromDeployment } from '@nft/contracts';
import { nftAttributes, ownerships, type DatabaseHandle } from '@nft/db';
import { createTestDatabase, insertContract, insertNft } from '@nft/db/testing';
import { devnetFeeRecipient, devnetOrderSignerKey, fundPaymentTokens, testAccounts } from '@nft/devnet';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import type { SignedInAccount } from '../../test-support/signed-in-account';
import { chainWallet, sessionsOf } from './chain-wallet.fixtures';

/** The marketplace fee of the offers harness, in basis points, paid to the devnet fee recipient. */
export const offerFeeBps = 250;
export const offerFeeRecipient = devnetFeeRecipient.toLowerCase();

type Transaction = { to: string; data: string; value?: string | bigint };

/** A funded test account (100 WETH, 1,000,000 TUSD) acting on the harness chain, with its session. */
export type OfferWallet = {
  address: Address;
  account: PrivateKeyAccount;
  session(): Promise<SignedInAccount>;
  mint721(royaltyReceiver: Address, royaltyBps?: bigint): Promise<bigint>;
  mint1155(copies: bigint, royaltyReceiver: Address, royaltyBps?: bigint): Promise<bigint>;
  approveNft(standard: 'ERC-721' | 'ERC-1155'): Promise<void>;
  /** approve(conduit, amount) of an ERC-20 (wrapped native by default). */
  approveToken(amount: bigint, token?: Address): Promise<void>;
  tokenBalance(token?: Address): Promise<bigint>;
  /** Sends and waits; failed transactions answer their receipt too (callers check the status). */
  send(tx: Transaction, gas?: bigint): Promise<TransactionReceipt>;
};

/**
 * One anvil chain (local1) with the real deployment, its ERC-20 payment tokens registered and funded, the fee and
 * the order signer configured (so the fill route authorises acceptances), one test database and the real app.
 */
export type OfferHarness = {
  chain: TestChain;
  database: DatabaseHandle;
  testApp: TestApp;
  /** Reads the chain (owners, balances). */
  client: PublicClient;
  wallet(index: number): OfferWallet;
  /** The NFT row, its holder and its attributes as the indexer would write them (receivedBy, trait trees). */
  indexToken(options: IndexedToken): Promise<void>;
  call(
    method: 'GET' | 'POST',
    url: string,
    wallet?: OfferWallet,
    payload?: unknown,
  ): Promise<{ status: number; body: ReturnType<typeof JSON.parse> }>;
  close(): Promise<void>;
};

export type IndexedToken = {
  standard: 'ERC-721' | 'ERC-1155';
  tokenId: bigint;
  owner: Address;
  balance?: bigint;
  attributes?: Record<string, string>;
};

export async function startOfferHarness(accountIndexes: readonly number[]): Promise<OfferHarness> {
  const [chain, database] = await Promise.all([startTestChain({ chainId: 31337 }), createTestDatabase()]);
  await fundPaymentTokens(
    chain.rpcUrl,
    chain.deployment,
    accountIndexes.map((index) => testAccounts[index]!),
  );
  const registry = createChainRegistry({
    localChains: { enabled: true, rpcUrls: { local1: chain.rpcUrl } },
    contracts: { local1: chainContractsFromDeployment(chain.deployment) },
    paymentTokens: { local1: paymentTokensFromDeployment(chain.deployment) },
  });
  const testApp = await createTestApp({
    database,
    chains: registry,
    env: {
      ORDER_SIGNER_KEY: devnetOrderSignerKey,
      RATE_LIMIT_MAX: '100000',
      MARKETPLACE_FEES: JSON.stringify({ local1: { bps: offerFeeBps, recipient: devnetFeeRecipient } }),
    },
  });
  const { erc721, erc1155 } = chain.deployment;
  await insertContract(database.db, { chain: 'local1', address: erc721.toLowerCase(), standard: 'ERC-721', isPlatform: true });
  await insertContract(database.db, { chain: 'local1', address: erc1155.toLowerCase(), standard: 'ERC-1155', isPlatform: true });
  const signIn = sessionsOf(database.db);
  return {
    chain,
    database,
    testApp,
    client: createPublicClient({ transport: http(chain.rpcUrl) }),
    wallet: (index) => walletOf(chain, testAccounts[index]!.privateKey, signIn),
    async indexToken({ standard, tokenId, owner, balance = 1n, attributes = {} }) {
      const contractAddress = (standard === 'ERC-721' ? erc721 : erc1155).toLowerCase();
      const nft = await insertNft(database.db, { chain: 'local1', contractAddress, tokenId: tokenId.toString(), standard });
      await database.db.insert(ownerships).values({
        chain: 'local1',
        contractAddress,
        tokenId: tokenId.toString(),
        owner: owner.toLowerCase(),
        balance: balance.toString(),
        acquiredAt: new Date(),
        // The mint's block as the indexer would name it; these tests read balances, not blocks.
        blockNumber: 1,
        blockHash: `0x${'00'.repeat(32)}`,
      });
      for (const [traitType, value] of Object.entries(attributes)) {
        await database.db.insert(nftAttributes).values({ nftId: nft.id, traitType, value });
      }
    },
    async call(method, url, wallet, payload) {
      const headers = wallet ? (await wallet.session()).headers : {};
      const response = await testApp.app.inject({
        method,
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
      return { status: response.statusCode, body: response.json() };
    },
    async close() {
      await testApp.close();
      await chain.stop();
      await database.close();
    },
  };
}

function walletOf(chain: TestChain, key: Hex, signIn: (address: string) => Promise<SignedInAccount>): OfferWallet {
  const { writer, confirm, client, mint721, mint1155, ...base } = chainWallet(chain, key, 'ipfs://offers-test');
  const { deployment } = chain;
  return {
    ...base,
    session: () => signIn(base.address),
    mint721: (royaltyReceiver, royaltyBps = 500n) => mint721(royaltyReceiver, royaltyBps),
    mint1155: (copies, royaltyReceiver, royaltyBps = 500n) => mint1155(copies, royaltyReceiver, royaltyBps),
    async approveToken(amount = maxUint256, token = deployment.wrappedNative) {
      await confirm(
        await writer.writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [deployment.conduit, amount] }),
      );
    },
    tokenBalance: (token = deployment.wrappedNative) =>
      client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [base.address] }),
    async send(tx, gas) {
      const hash = await writer.sendTransaction({
        to: tx.to as Address,
        data: tx.data as Hex,
        value: BigInt(tx.value ?? 0),
        ...(gas ? { gas } : {}),
      });
      return confirm(hash);
    },
  };
}

export type PostedOffer = { orderHash: string; parameters: Record<string, unknown>; signature: Hex };

/** Builds an offer through POST /v1/orders/build, signs its typed data with the maker's key and posts it. */
export async function makeOffer(
  harness: OfferHarness,
  maker: OfferWallet,
  item: Record<string, unknown>,
  body: Record<string, unknown> = {},
): Promise<PostedOffer> {
  const built = await harness.call('POST', '/v1/orders/build', maker, {
    chain: 'local1',
    side: 'offer',
    items: [item],
    price: '1',
    currency: harness.chain.deployment.wrappedNative,
    endTime: Math.floor(Date.now() / 1000) + 3600,
    ...body,
  });
  if (built.status !== 200) throw new Error(`the offer build was refused: ${JSON.stringify(built.body)}`);
  const parameters = built.body.data.orders[0];
  const signature = await maker.account.signTypedData(built.body.data.signature);
  const posted = await harness.call('POST', '/v1/orders', maker, {
    chain: 'local1',
    parameters,
    signature,
    ...(item.trait ? { trait: item.trait } : {}),
  });
  if (posted.status !== 201) throw new Error(`intake refused the test offer: ${JSON.stringify(posted.body)}`);
  return { orderHash: posted.body.data.orderHash, parameters, signature };
}

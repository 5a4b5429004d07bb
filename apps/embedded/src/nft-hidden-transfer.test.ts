import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, http, parseEventLogs, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { marketplaceErc1155Abi, marketplaceErc721Abi } from '@nft/contracts';
import { contracts, nfts, type DatabaseHandle } from '@nft/db';
import { createTestDatabase } from '@nft/db/testing';
import { testAccounts } from '@nft/devnet';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { registerPlatformContracts, startIndexer, type RunningIndexer } from '@nft/indexer';
import { createTestApp, signedInAccount, type SignedInAccount, type TestApp } from '@nft/api/testing';

// Hiding is the holder's choice, so it ends with the holding (docs/decisions/014-nft-detail-actions.md):
// a real transfer on anvil, seen by the real indexer, shows the NFT again.
const [alice, bob] = [testAccounts[1]!, testAccounts[2]!];
let chain: TestChain;
let database: DatabaseHandle;
let indexer: RunningIndexer;
let testApp: TestApp;
let owner: SignedInAccount;

beforeAll(async () => {
  [chain, database] = await Promise.all([startTestChain({ chainId: 31337 }), createTestDatabase()]);
  const platformContracts = [
    { address: chain.deployment.erc721, standard: 'ERC-721' as const },
    { address: chain.deployment.erc1155, standard: 'ERC-1155' as const },
  ];
  await registerPlatformContracts(database.db, [{ symbol: 'local1', rpcUrl: chain.rpcUrl, platformContracts }]);
  indexer = startIndexer({
    database,
    chains: [{ symbol: 'local1', rpcUrl: chain.rpcUrl, seaportAddress: chain.deployment.seaport }],
    pollIntervalMs: 50,
  });
  testApp = await createTestApp({ database, env: { LOCAL_CHAINS: 'true', RPC_URL_LOCAL1: chain.rpcUrl, RATE_LIMIT_MAX: '100000' } });
  owner = await signedInAccount(database.db, alice.address.toLowerCase());
});

afterAll(async () => {
  await testApp?.close();
  await indexer?.stop();
  await chain?.stop();
  await database?.close();
});

function wallet(key: Hex) {
  const viemChain = {
    id: chain.chainId,
    name: 'local1',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  };
  const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) });
  const signer = createWalletClient({ account: privateKeyToAccount(key), chain: viemChain, transport: http(chain.rpcUrl) });
  return {
    address: signer.account.address,
    writer: signer,
    /** Sends, waits for the receipt and for the indexer to have read its block. */
    async send(write: Promise<Hex>) {
      const receipt = await client.waitForTransactionReceipt({ hash: await write, pollingInterval: 50 });
      expect(receipt.status).toBe('success');
      await indexer.waitForBlock('local1', Number(receipt.blockNumber));
      return receipt;
    },
  };
}

/**
 * Only tokens of other contracts are hidden (platform tokens are burned), and anvil has only the
 * platform contracts: the indexer keeps following the contract when it is marked as another one.
 */
async function treatAsOtherContract(address: string) {
  await database.db
    .update(contracts)
    .set({ isPlatform: false })
    .where(and(eq(contracts.chain, 'local1'), eq(contracts.address, address.toLowerCase())));
}

const path = (contract: string, tokenId: bigint) => `/v1/nfts/local1/${contract.toLowerCase()}/${tokenId}`;
const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method, url, headers });

async function deletedAt(contract: string, tokenId: bigint) {
  const [row] = await database.db
    .select({ deletedAt: nfts.deletedAt })
    .from(nfts)
    .where(and(eq(nfts.chain, 'local1'), eq(nfts.contractAddress, contract.toLowerCase()), eq(nfts.tokenId, tokenId.toString())));
  return row?.deletedAt;
}

describe('a hidden NFT that changes hands', () => {
  it('is shown again once an ERC-721 transfer to a new holder is indexed', async () => {
    const sender = wallet(alice.privateKey);
    const erc721 = chain.deployment.erc721;
    const minted = await sender.send(
      sender.writer.writeContract({
        address: erc721,
        abi: marketplaceErc721Abi,
        functionName: 'mint',
        args: [sender.address, 'ipfs://hidden', sender.address, 0n],
      }),
    );
    const [event] = parseEventLogs({ abi: marketplaceErc721Abi, eventName: 'Minted', logs: minted.logs });
    const tokenId = event!.args.tokenId;
    await treatAsOtherContract(erc721);
    const url = path(erc721, tokenId);

    expect((await inject('DELETE', url, owner.headers)).statusCode).toBe(200);
    expect((await inject('GET', url)).statusCode).toBe(404);
    expect((await inject('GET', '/v1/me/hidden-nfts', owner.headers)).json().data.items).toHaveLength(1);

    await sender.send(
      sender.writer.writeContract({
        address: erc721,
        abi: marketplaceErc721Abi,
        functionName: 'transferFrom',
        args: [sender.address, bob.address, tokenId],
      }),
    );
    expect(await deletedAt(erc721, tokenId)).toBeNull();
    expect((await inject('GET', url)).json().data).toMatchObject({ owner: bob.address.toLowerCase() });
    expect((await inject('GET', '/v1/me/hidden-nfts', owner.headers)).json().data.items).toEqual([]);
    // The past holder cannot hide it from the new one any more.
    expect((await inject('DELETE', url, owner.headers)).json()).toMatchObject({ error: 'not_nft_owner' });
  });

  it('is shown again when one copy of an ERC-1155 moves to another wallet, not when its holder sends to itself', async () => {
    const sender = wallet(alice.privateKey);
    const { writer } = sender;
    const erc1155 = chain.deployment.erc1155;
    const minted = await sender.send(
      writer.writeContract({
        address: erc1155,
        abi: marketplaceErc1155Abi,
        functionName: 'mint',
        args: [sender.address, 3n, 'ipfs://copies', sender.address, 0n],
      }),
    );
    const [event] = parseEventLogs({ abi: marketplaceErc1155Abi, eventName: 'Minted', logs: minted.logs });
    const tokenId = event!.args.tokenId;
    await treatAsOtherContract(erc1155);
    const url = path(erc1155, tokenId);
    expect((await inject('DELETE', url, owner.headers)).statusCode).toBe(200);

    const transfer = (to: Hex) =>
      writer.writeContract({
        address: erc1155,
        abi: marketplaceErc1155Abi,
        functionName: 'safeTransferFrom',
        args: [sender.address, to, tokenId, 1n, '0x'],
      });
    await sender.send(transfer(sender.address));
    expect(await deletedAt(erc1155, tokenId)).toBeInstanceOf(Date);
    expect((await inject('GET', url)).statusCode).toBe(404);

    await sender.send(transfer(bob.address));
    expect(await deletedAt(erc1155, tokenId)).toBeNull();
    expect((await inject('GET', url)).statusCode).toBe(200);
  });
});

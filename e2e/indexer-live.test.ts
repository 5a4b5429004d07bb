// Chain truth through the running marketplace: a token minted and transferred from outside the app
// (straight to the chain, as another dapp would) shows its new owner through the API.
import { createPublicClient, createWalletClient, http, parseEventLogs, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceErc721Abi } from '@nft/contracts';
import { testAccounts } from '@nft/devnet';
import { startMarketplace, type RunningMarketplace } from './harness/marketplace';

type PublicChain = { symbol: string; chainIdNumber: number; rpcUrl: string; ERC721Contract: Address };

describe('indexer inside the running marketplace', () => {
  let market: RunningMarketplace;
  let chain: PublicChain;

  beforeAll(async () => {
    market = await startMarketplace({ seedDemoData: false });
    const body = (await (await fetch(`${market.url}/v1/chains`)).json()) as { data: { chains: PublicChain[] } };
    chain = body.data.chains.find((c) => c.symbol === 'local2')!;
  });

  afterAll(async () => {
    await market?.stop();
  });

  async function ownersOf(tokenId: bigint): Promise<string[] | undefined> {
    const response = await fetch(`${market.url}/v1/nfts/${chain.symbol}/${chain.ERC721Contract.toLowerCase()}/${tokenId}`);
    if (response.status !== 200) return undefined;
    const body = (await response.json()) as { data: { owners: { address: string }[] } };
    return body.data.owners.map((o) => o.address);
  }

  it('shows the minter, then the new owner after a transfer made outside the app', async () => {
    const viemChain = {
      id: chain.chainIdNumber,
      name: chain.symbol,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    };
    const minter = privateKeyToAccount(testAccounts[5]!.privateKey);
    const wallet = createWalletClient({ account: minter, chain: viemChain, transport: http(chain.rpcUrl) });
    const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) });
    const mintHash = await wallet.writeContract({
      address: chain.ERC721Contract,
      abi: marketplaceErc721Abi,
      functionName: 'mint',
      args: [minter.address, 'data:application/json,{"name":"outside"}', minter.address, 0n],
    });
    const receipt = await client.waitForTransactionReceipt({ hash: mintHash });
    const [minted] = parseEventLogs({ abi: marketplaceErc721Abi, eventName: 'Minted', logs: receipt.logs });
    const tokenId = minted!.args.tokenId;
    await expect.poll(() => ownersOf(tokenId), { timeout: 20_000, interval: 250 }).toEqual([minter.address.toLowerCase()]);

    const buyer = testAccounts[6]!.address;
    const transferHash = await wallet.writeContract({
      address: chain.ERC721Contract,
      abi: marketplaceErc721Abi,
      functionName: 'transferFrom',
      args: [minter.address, buyer, tokenId],
    });
    await client.waitForTransactionReceipt({ hash: transferHash });
    await expect.poll(() => ownersOf(tokenId), { timeout: 20_000, interval: 250 }).toEqual([buyer.toLowerCase()]);
  });
});

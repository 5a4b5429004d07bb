import { marketplaceErc1155Abi, marketplaceErc721Abi } from '@nft/contracts';
import { createPublicClient, createWalletClient, http, maxUint256, parseEventLogs, type Hash } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAccounts } from '../accounts/test-accounts';
import { startTestChain, type TestChain } from '../testing/start-test-chain';

describe('platform NFT contracts through viem', () => {
  let chain: TestChain;
  const creator = privateKeyToAccount(testAccounts[1]!.privateKey);
  const collector = testAccounts[2]!.address;
  const clients = () => ({
    publicClient: createPublicClient({ chain: foundry, transport: http(chain.rpcUrl) }),
    walletClient: createWalletClient({ chain: foundry, transport: http(chain.rpcUrl), account: creator }),
  });
  const receiptOf = (hash: Hash) => clients().publicClient.waitForTransactionReceipt({ hash });

  beforeAll(async () => {
    chain = await startTestChain({ chainId: foundry.id });
  });
  afterAll(async () => {
    await chain?.stop();
  });

  it('an ERC-721 mint emits Minted and sets the royalty', async () => {
    const { publicClient, walletClient } = clients();
    const erc721 = { address: chain.deployment.erc721, abi: marketplaceErc721Abi } as const;
    const hash = await walletClient.writeContract({
      ...erc721,
      functionName: 'mint',
      args: [collector, 'ipfs://token-1', creator.address, 750n],
    });
    const receipt = await receiptOf(hash);

    const [minted] = parseEventLogs({ abi: marketplaceErc721Abi, logs: receipt.logs, eventName: 'Minted' });
    expect(minted?.args).toEqual({
      creator: creator.address,
      to: collector,
      tokenId: 1n,
      tokenURI: 'ipfs://token-1',
      royaltyReceiver: creator.address,
      royaltyBps: 750n,
    });
    const [transfer] = parseEventLogs({ abi: marketplaceErc721Abi, logs: receipt.logs, eventName: 'Transfer' });
    expect(transfer?.args).toEqual({ from: '0x0000000000000000000000000000000000000000', to: collector, tokenId: 1n });
    expect(await publicClient.readContract({ ...erc721, functionName: 'royaltyInfo', args: [1n, 10_000n] })).toEqual([
      creator.address,
      750n,
    ]);
    expect(await publicClient.readContract({ ...erc721, functionName: 'tokenURI', args: [1n] })).toBe('ipfs://token-1');
    expect(await publicClient.readContract({ ...erc721, functionName: 'ownerOf', args: [1n] })).toBe(collector);
  });

  it('a royalty above 10% is refused with a decodable custom error', async () => {
    const { publicClient } = clients();
    await expect(
      publicClient.simulateContract({
        address: chain.deployment.erc721,
        abi: marketplaceErc721Abi,
        functionName: 'mint',
        args: [collector, 'ipfs://greedy', creator.address, 1001n],
        account: creator,
      }),
    ).rejects.toThrow('RoyaltyTooHigh');
  });

  it('an ERC-1155 mint creates several copies', async () => {
    const { publicClient, walletClient } = clients();
    const erc1155 = { address: chain.deployment.erc1155, abi: marketplaceErc1155Abi } as const;
    const hash = await walletClient.writeContract({
      ...erc1155,
      functionName: 'mint',
      args: [creator.address, 25n, 'ipfs://edition', creator.address, 250n],
    });
    const receipt = await receiptOf(hash);

    const [minted] = parseEventLogs({ abi: marketplaceErc1155Abi, logs: receipt.logs, eventName: 'Minted' });
    expect(minted?.args).toMatchObject({ creator: creator.address, tokenId: 1n, amount: 25n, tokenURI: 'ipfs://edition' });
    expect(await publicClient.readContract({ ...erc1155, functionName: 'balanceOf', args: [creator.address, 1n] })).toBe(25n);
    expect(await publicClient.readContract({ ...erc1155, functionName: 'totalSupply', args: [1n] })).toBe(25n);
    expect(await publicClient.readContract({ ...erc1155, functionName: 'uri', args: [1n] })).toBe('ipfs://edition');
  });

  it('an ERC-1155 mint of the maximum amount is refused and ordinary mints still succeed', async () => {
    const { publicClient, walletClient } = clients();
    const erc1155 = { address: chain.deployment.erc1155, abi: marketplaceErc1155Abi } as const;
    expect(await publicClient.readContract({ ...erc1155, functionName: 'MAX_MINT_AMOUNT' })).toBe(10_000n);
    await expect(
      publicClient.simulateContract({
        ...erc1155,
        functionName: 'mint',
        args: [creator.address, maxUint256, 'ipfs://attack', creator.address, 0n],
        account: creator,
      }),
    ).rejects.toThrow('AmountTooHigh');
    const supplyBefore = await publicClient.readContract({ ...erc1155, functionName: 'totalSupply' });

    const hash = await walletClient.writeContract({
      ...erc1155,
      functionName: 'mint',
      args: [creator.address, 2n, 'ipfs://after', creator.address, 0n],
    });
    expect((await receiptOf(hash)).status).toBe('success');
    expect(await publicClient.readContract({ ...erc1155, functionName: 'totalSupply' })).toBe(supplyBefore + 2n);
  });
});

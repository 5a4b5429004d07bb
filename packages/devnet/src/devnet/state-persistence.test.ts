import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deployAll, loadArtifacts, marketplaceErc721Abi } from '@nft/contracts';
import { createPublicClient, createWalletClient, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devnetOrderSignerAddress } from '../accounts/marketplace-accounts';
import { deployerAccount, testAccounts } from '../accounts/test-accounts';
import { startAnvil } from '../anvil/start-anvil';
import { startTestChain } from '../testing/start-test-chain';

describe('chain state across a restart', () => {
  let dir: string;
  beforeAll(async () => {
    // A first build of the contracts (about a minute, once) belongs in a hook, not in a test.
    await loadArtifacts();
    dir = await mkdtemp(join(tmpdir(), 'anvil-state-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps deployed contracts, minted tokens and their logs', async () => {
    const stateFile = join(dir, 'local1.json');
    const minter = privateKeyToAccount(testAccounts[3]!.privateKey);
    const first = await startTestChain({ chainId: foundry.id, stateFile });
    const erc721 = { address: first.deployment.erc721, abi: marketplaceErc721Abi } as const;
    try {
      const walletClient = createWalletClient({ chain: foundry, transport: http(first.rpcUrl), account: minter });
      const hash = await walletClient.writeContract({
        ...erc721,
        functionName: 'mint',
        args: [minter.address, 'ipfs://kept', minter.address, 100n],
      });
      await createPublicClient({ chain: foundry, transport: http(first.rpcUrl) }).waitForTransactionReceipt({ hash });
    } finally {
      await first.stop();
    }
    expect((await stat(stateFile)).size).toBeGreaterThan(0);

    const second = await startAnvil({ chainId: foundry.id, stateFile });
    try {
      const publicClient = createPublicClient({ chain: foundry, transport: http(second.rpcUrl) });
      expect(await publicClient.readContract({ ...erc721, functionName: 'ownerOf', args: [1n] })).toBe(minter.address);
      expect(await publicClient.readContract({ ...erc721, functionName: 'tokenURI', args: [1n] })).toBe('ipfs://kept');
      const logs = await publicClient.getContractEvents({ ...erc721, eventName: 'Minted', fromBlock: 0n });
      expect(logs.map((log) => log.args.tokenId)).toEqual([1n]);

      const blockBefore = await publicClient.getBlockNumber();
      const redeployed = await deployAll({
        rpcUrl: second.rpcUrl,
        privateKey: deployerAccount.privateKey,
        orderSigner: devnetOrderSignerAddress,
      });
      expect(redeployed.seaport).toBe(first.deployment.seaport);
      expect(redeployed.conduit).toBe(first.deployment.conduit);
      expect(redeployed.zone).toBe(first.deployment.zone);
      expect(await publicClient.getBlockNumber()).toBe(blockBefore);
    } finally {
      await second.stop();
    }
  });
});

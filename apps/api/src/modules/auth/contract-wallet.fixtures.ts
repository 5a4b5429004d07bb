import { createWalletClient, http, publicActions, type Address, type Hex, type LocalAccount } from 'viem';
import { foundry } from 'viem/chains';
import { loadArtifacts, mock1271WalletAbi } from '@nft/contracts';

export type MockWallet = { address: Address; setMagic(value: Hex): Promise<void> };

/** A client of one anvil chain acting as `owner` (a funded devnet account). */
export function ownerClient(rpcUrl: string, chainId: number, owner: LocalAccount) {
  return createWalletClient({ account: owner, chain: { ...foundry, id: chainId }, transport: http(rpcUrl) }).extend(publicActions);
}

/** Deploys the test-only EIP-1271 wallet (packages/contracts test-support) owned by `owner`. */
export async function deployMock1271Wallet(rpcUrl: string, chainId: number, owner: LocalAccount): Promise<MockWallet> {
  const client = ownerClient(rpcUrl, chainId, owner);
  const { Mock1271Wallet } = await loadArtifacts();
  const hash = await client.deployContract({ abi: mock1271WalletAbi, bytecode: Mock1271Wallet.bytecode, args: [owner.address] });
  const { contractAddress } = await client.waitForTransactionReceipt({ hash });
  const address = contractAddress!;
  return {
    address,
    async setMagic(value) {
      const tx = await client.writeContract({ address, abi: mock1271WalletAbi, functionName: 'setMagicValue', args: [value] });
      await client.waitForTransactionReceipt({ hash: tx });
    },
  };
}

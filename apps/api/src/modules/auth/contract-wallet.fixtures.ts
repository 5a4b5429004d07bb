import {
  concat,
  createWalletClient,
  encodeDeployData,
  getContractAddress,
  http,
  publicActions,
  type Address,
  type Hex,
  type LocalAccount,
} from 'viem';
import { foundry } from 'viem/chains';
import { create2Factory, loadArtifacts, mock1271WalletAbi } from '@nft/contracts';

export type MockWallet = { address: Address; setMagic(value: Hex): Promise<void> };

/** A client of one anvil chain acting as `owner` (a funded devnet account). */
function ownerClient(rpcUrl: string, chainId: number, owner: LocalAccount) {
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

export type CounterfactualWallet = { address: Address; factory: Address; factoryData: Hex };

/**
 * A Mock1271 wallet that is not deployed yet (ERC-6492): the address CREATE2 through the
 * deterministic deployment proxy (the factory deployAll uses, present on every anvil) would give
 * it, and the calldata that would deploy it (salt ++ init code).
 */
export async function counterfactualMock1271Wallet(owner: Address, salt: Hex): Promise<CounterfactualWallet> {
  const { Mock1271Wallet } = await loadArtifacts();
  const initCode = encodeDeployData({ abi: mock1271WalletAbi, bytecode: Mock1271Wallet.bytecode, args: [owner] });
  return {
    address: getContractAddress({ opcode: 'CREATE2', from: create2Factory, salt, bytecode: initCode }),
    factory: create2Factory,
    factoryData: concat([salt, initCode]),
  };
}

import { parseAbi, type Address, type PublicClient } from 'viem';
import type { MigrationContractFacts } from '@nft/api-contract';

const abi = parseAbi([
  'function supportsInterface(bytes4 interfaceId) view returns (bool)',
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function owner() view returns (address)',
  'function totalSupply() view returns (uint256)',
]);

/** ERC-165 interface ids of ERC-721 and ERC-1155. */
const erc721Interface = '0x80ac58cd';
const erc1155Interface = '0xd9b67a26';

/** A view that reverts or is missing reads as undefined: most of these are optional. */
async function read<T>(call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch {
    return undefined;
  }
}

/**
 * The block a contract's code first appears in: a binary search over eth_getCode by block, which needs a node that keeps
 * old state (anvil, archive nodes). Undefined when the node cannot answer for old blocks (docs/decisions/048-...).
 */
export async function findDeploymentBlock(client: PublicClient, address: Address, head: bigint): Promise<bigint | undefined> {
  const hasCode = async (block: bigint) => {
    const code = await client.getCode({ address, blockNumber: block });
    return code !== undefined && code !== '0x';
  };
  try {
    if (!(await hasCode(head))) return undefined;
    let low = 0n;
    let high = head;
    while (low < high) {
      const middle = (low + high) / 2n;
      if (await hasCode(middle)) high = middle;
      else low = middle + 1n;
    }
    return low;
  } catch {
    return undefined;
  }
}

/** The sender of the transaction that created `address` directly in `block` (a contract made by a factory has none). */
export async function findDeployer(client: PublicClient, address: Address, block: bigint): Promise<string | undefined> {
  try {
    const { transactions } = await client.getBlock({ blockNumber: block, includeTransactions: true });
    for (const transaction of transactions) {
      if (transaction.to !== null) continue;
      const receipt = await client.getTransactionReceipt({ hash: transaction.hash });
      if (receipt.contractAddress?.toLowerCase() === address.toLowerCase()) return transaction.from.toLowerCase();
    }
  } catch {
    // The node could not give the block or a receipt: the deployer stays unknown.
  }
  return undefined;
}

/**
 * What the chain says about a contract: its standard by ERC-165, name, symbol, owner(), totalSupply(), deployment block
 * and deployer. Throws only when the node does not answer at all (the caller answers 503).
 */
export async function readContractFacts(client: PublicClient, contractAddress: string): Promise<MigrationContractFacts> {
  const address = contractAddress as Address;
  const head = await client.getBlockNumber({ cacheTime: 0 });
  const code = await client.getCode({ address });
  const empty: MigrationContractFacts = {
    standard: null,
    name: null,
    symbol: null,
    owner: null,
    totalSupply: null,
    deployer: null,
    deploymentBlock: null,
  };
  if (code === undefined || code === '0x') return empty;
  const supports = (id: `0x${string}`) => read(() => client.readContract({ address, abi, functionName: 'supportsInterface', args: [id] }));
  const [is721, is1155, name, symbol, owner, totalSupply] = await Promise.all([
    supports(erc721Interface),
    supports(erc1155Interface),
    read(() => client.readContract({ address, abi, functionName: 'name' })),
    read(() => client.readContract({ address, abi, functionName: 'symbol' })),
    read(() => client.readContract({ address, abi, functionName: 'owner' })),
    read(() => client.readContract({ address, abi, functionName: 'totalSupply' })),
  ]);
  const deploymentBlock = await findDeploymentBlock(client, address, head);
  const deployer = deploymentBlock === undefined ? undefined : await findDeployer(client, address, deploymentBlock);
  return {
    standard: is721 === true ? 'ERC-721' : is1155 === true ? 'ERC-1155' : null,
    name: name?.slice(0, 200) ?? null,
    symbol: symbol?.slice(0, 64) ?? null,
    owner: owner ? owner.toLowerCase() : null,
    totalSupply: totalSupply === undefined ? null : totalSupply.toString(),
    deployer: deployer ?? null,
    deploymentBlock: deploymentBlock === undefined ? null : Number(deploymentBlock),
  };
}

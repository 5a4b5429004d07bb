import { concat, getContractAddress, keccak256, stringToHex, type Address, type Hex } from 'viem';
import { AppError } from '@nft/shared';
import type { DeployContext } from './deploy-context';

/** The deterministic deployment proxy that anvil (and most public chains) have at genesis. */
export const create2Factory: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c';

/** One salt for every contract: the address then depends only on the init code. */
export const deploymentSalt: Hex = keccak256(stringToHex('nft-marketplace/v1'));

async function hasCode(context: DeployContext, address: Address): Promise<boolean> {
  const code = await context.publicClient.getCode({ address });
  return code !== undefined && code !== '0x';
}

export async function assertCreate2Factory(context: DeployContext): Promise<void> {
  if (!(await hasCode(context, create2Factory))) {
    throw new AppError('internal_error', `chain ${context.chain.id} has no deterministic deployment proxy at ${create2Factory}`);
  }
}

/**
 * Deploys `initCode` through the CREATE2 factory unless it is already there. The address commits
 * to the init code, so code at that address is exactly this contract: a rerun changes nothing.
 */
export async function deployDeterministic(context: DeployContext, initCode: Hex, what: string): Promise<Address> {
  const address = getContractAddress({ opcode: 'CREATE2', from: create2Factory, salt: deploymentSalt, bytecode: initCode });
  if (await hasCode(context, address)) return address;
  const hash = await context.walletClient.sendTransaction({ to: create2Factory, data: concat([deploymentSalt, initCode]) });
  await context.confirm(hash, `deploy ${what}`);
  if (!(await hasCode(context, address))) {
    throw new AppError('internal_error', `${what} has no code at ${address} after deployment`);
  }
  return address;
}

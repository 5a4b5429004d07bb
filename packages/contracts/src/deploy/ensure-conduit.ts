import { concat, type Address, type Hex } from 'viem';
import { AppError } from '@nft/shared';
import { conduitControllerAbi } from '../abi/conduit-controller-abi';
import type { DeployContext } from './deploy-context';

/** ConduitController only lets an account create keys that start with its own address. */
export function conduitKeyFor(deployer: Address): Hex {
  return concat([deployer.toLowerCase() as Hex, '0x000000000000000000000000']);
}

/** Creates the deployer's conduit and opens its channel to Seaport, each only when missing. */
export async function ensureConduit(
  context: DeployContext,
  conduitController: Address,
  seaport: Address,
): Promise<{ conduit: Address; conduitKey: Hex }> {
  const { publicClient, walletClient } = context;
  const controller = { address: conduitController, abi: conduitControllerAbi } as const;
  const conduitKey = conduitKeyFor(context.account.address);

  const [conduit, exists] = await publicClient.readContract({ ...controller, functionName: 'getConduit', args: [conduitKey] });
  if (!exists) {
    const hash = await walletClient.writeContract({
      ...controller,
      functionName: 'createConduit',
      args: [conduitKey, context.account.address],
    });
    await context.confirm(hash, 'create conduit');
  }

  const open = await publicClient.readContract({ ...controller, functionName: 'getChannelStatus', args: [conduit, seaport] });
  if (!open) {
    const hash = await walletClient.writeContract({ ...controller, functionName: 'updateChannel', args: [conduit, seaport, true] });
    await context.confirm(hash, 'open the conduit channel to Seaport');
  }

  const [, created] = await publicClient.readContract({ ...controller, functionName: 'getConduit', args: [conduitKey] });
  if (!created) throw new AppError('internal_error', `conduit ${conduit} was not created`);
  return { conduit, conduitKey };
}

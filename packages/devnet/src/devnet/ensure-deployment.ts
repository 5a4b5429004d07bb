import { deployAll, readDeployment, writeDeployment, type Artifacts, type Deployment } from '@nft/contracts';
import { isAppError } from '@nft/shared';
import { deployerAccount } from '../accounts/test-accounts';

const addressFields = ['seaport', 'conduitController', 'conduit', 'conduitKey', 'erc721', 'erc1155'] as const;

function sameContracts(a: Deployment, b: Deployment): boolean {
  return a.chainId === b.chainId && addressFields.every((field) => a[field].toLowerCase() === b[field].toLowerCase());
}

async function readRecorded(dir: string, chainId: number): Promise<Deployment | undefined> {
  try {
    return await readDeployment(dir, chainId);
  } catch (error) {
    // A damaged record is rewritten below from what is really on the chain.
    if (isAppError(error)) return undefined;
    throw error;
  }
}

/**
 * Deploys whatever is missing on a local chain and records it under `dir`. deployAll is
 * idempotent, so on a chain restored from its state file this sends no transaction; the record
 * (and its deployedAt) is only rewritten when the contracts changed.
 */
export async function ensureDeployment(rpcUrl: string, dir: string, artifacts?: Artifacts): Promise<Deployment> {
  const deployed = await deployAll({ rpcUrl, privateKey: deployerAccount.privateKey, ...(artifacts && { artifacts }) });
  const recorded = await readRecorded(dir, deployed.chainId);
  if (recorded && sameContracts(recorded, deployed)) return recorded;
  await writeDeployment(dir, deployed);
  return deployed;
}

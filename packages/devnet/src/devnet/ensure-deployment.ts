import { deployAll, readDeployment, writeDeployment, type Artifacts, type Deployment } from '@nft/contracts';
import { isAppError } from '@nft/shared';
import type { Address } from 'viem';
import { devnetFeeRecipient, devnetOrderSignerAddress } from '../accounts/marketplace-accounts';
import { deployerAccount } from '../accounts/test-accounts';

const addressFields = [
  'seaport',
  'conduitController',
  'conduit',
  'conduitKey',
  'erc721',
  'erc1155',
  'zone',
  'wrappedNative',
  'stableToken',
  'staking',
  'dropFactory',
] as const;

function sameContracts(a: Deployment, b: Deployment): boolean {
  return a.chainId === b.chainId && addressFields.every((field) => a[field].toLowerCase() === b[field].toLowerCase());
}

async function readRecorded(dir: string, chainId: number): Promise<Deployment | undefined> {
  try {
    return await readDeployment(dir, chainId);
  } catch (error) {
    // A damaged record, or one written before a contract joined the deployment (the zone), is
    // rewritten below from what is really on the chain.
    if (isAppError(error)) return undefined;
    throw error;
  }
}

export type EnsureDeploymentOptions = {
  /** Compiled contracts; loaded from the cache when omitted. */
  artifacts?: Artifacts;
  /** The zone's order signer; the devnet signer (index 10 of the test mnemonic) by default. */
  orderSigner?: Address;
};

/**
 * Deploys whatever is missing on a local chain and records it under `dir`. deployAll is
 * idempotent, so on a chain restored from its state file this sends no transaction (a chain saved
 * before the zone existed only gets the zone); the record (and its deployedAt) is only rewritten
 * when the contracts changed.
 */
export async function ensureDeployment(rpcUrl: string, dir: string, options: EnsureDeploymentOptions = {}): Promise<Deployment> {
  const deployed = await deployAll({
    rpcUrl,
    privateKey: deployerAccount.privateKey,
    orderSigner: options.orderSigner ?? devnetOrderSignerAddress,
    // Drop proceeds: the same recipient and share as trades on the local chains (apps/embedded's trading defaults).
    dropFee: { recipient: devnetFeeRecipient, bps: 250 },
    ...(options.artifacts && { artifacts: options.artifacts }),
  });
  const recorded = await readRecorded(dir, deployed.chainId);
  if (recorded && sameContracts(recorded, deployed)) return recorded;
  await writeDeployment(dir, deployed);
  return deployed;
}

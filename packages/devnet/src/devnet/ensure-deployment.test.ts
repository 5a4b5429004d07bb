import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadArtifacts, marketplaceZoneAbi, readDeployment } from '@nft/contracts';
import { createPublicClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devnetOrderSignerAddress } from '../accounts/marketplace-accounts';
import { testAccounts } from '../accounts/test-accounts';
import { startAnvil, type AnvilProcess } from '../anvil/start-anvil';
import { ensureDeployment } from './ensure-deployment';

describe('ensureDeployment', () => {
  let dir: string;
  let anvil: AnvilProcess;
  const client = () => createPublicClient({ transport: http(anvil.rpcUrl) });

  beforeAll(async () => {
    // A first build of the contracts (about a minute, once) belongs in a hook, not in a test.
    await loadArtifacts();
    dir = await mkdtemp(join(tmpdir(), 'deployments-'));
    anvil = await startAnvil({ chainId: 31337 });
  });
  afterAll(async () => {
    await anvil?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('deploys the zone with the devnet order signer and records it', async () => {
    const deployment = await ensureDeployment(anvil.rpcUrl, dir);
    expect(await readDeployment(dir, 31337)).toEqual(deployment);
    const zone = { address: deployment.zone, abi: marketplaceZoneAbi } as const;
    expect(await client().readContract({ ...zone, functionName: 'signer' })).toBe(devnetOrderSignerAddress);
  });

  it('extends a record and a chain from before the zone existed instead of failing', async () => {
    const current = await ensureDeployment(anvil.rpcUrl, dir);
    // What an older release left behind: a record without `zone`. Another order signer gives a
    // zone address with nothing deployed at it yet, as on a chain from before the zone.
    const { zone: _zone, ...older } = JSON.parse(await readFile(join(dir, '31337.json'), 'utf8')) as Record<string, unknown>;
    await writeFile(join(dir, '31337.json'), JSON.stringify(older));
    const signer = testAccounts[9]!.address;

    const extended = await ensureDeployment(anvil.rpcUrl, dir, { orderSigner: signer });

    expect({ ...extended, zone: current.zone, deployedAt: current.deployedAt }).toEqual(current);
    expect(extended.zone).not.toBe(current.zone);
    expect(await client().readContract({ address: extended.zone, abi: marketplaceZoneAbi, functionName: 'signer' })).toBe(signer);
    expect(await readDeployment(dir, 31337)).toEqual(extended);
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Deployment } from './deployment';
import { readDeployment, writeDeployment } from './deployment-store';

const deployment: Deployment = {
  chainId: 31337,
  seaport: '0x1111111111111111111111111111111111111111',
  conduitController: '0x2222222222222222222222222222222222222222',
  conduit: '0x3333333333333333333333333333333333333333',
  conduitKey: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266000000000000000000000000',
  erc721: '0x4444444444444444444444444444444444444444',
  erc1155: '0x5555555555555555555555555555555555555555',
  zone: '0x6666666666666666666666666666666666666666',
  wrappedNative: '0x7777777777777777777777777777777777777777',
  stableToken: '0x8888888888888888888888888888888888888888',
  staking: '0x9999999999999999999999999999999999999999',
  dropFactory: '0xaAaAaAaaAaAaAaaAaAAAAAAAAaaaAaAaAaaAaaAa',
  deployedAt: '2025-01-01T00:00:00.000Z',
};

describe('deployment store', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'deployments-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes <dir>/<chainId>.json and reads it back', async () => {
    const nested = join(dir, 'deployments');
    await writeDeployment(nested, deployment);
    expect(await readDeployment(nested, 31337)).toEqual(deployment);
  });

  it('answers undefined for a chain with no record', async () => {
    expect(await readDeployment(dir, 31338)).toBeUndefined();
  });

  it('rejects a damaged or mismatched record', async () => {
    await writeFile(join(dir, '31337.json'), '{ not json');
    await expect(readDeployment(dir, 31337)).rejects.toMatchObject({ code: 'internal_error' });

    await writeFile(join(dir, '31338.json'), JSON.stringify({ ...deployment, seaport: '0x12' }));
    await expect(readDeployment(dir, 31338)).rejects.toMatchObject({ code: 'internal_error' });

    await writeFile(join(dir, '5.json'), JSON.stringify(deployment));
    await expect(readDeployment(dir, 5)).rejects.toThrow('is invalid');
  });

  it('refuses to write an invalid record', async () => {
    await expect(writeDeployment(dir, { ...deployment, conduitKey: '0x1234' })).rejects.toThrow();
  });
});

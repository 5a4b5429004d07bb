import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '@nft/shared';
import { deploymentSchema, type Deployment } from './deployment';

const deploymentFile = (dir: string, chainId: number) => join(dir, `${chainId}.json`);

/** The recorded deployment of a chain, or undefined when none was recorded yet. */
export async function readDeployment(dir: string, chainId: number): Promise<Deployment | undefined> {
  const file = deploymentFile(dir, chainId);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new AppError('internal_error', `deployment file ${file} is not JSON`, { cause: error });
  }
  const parsed = deploymentSchema.safeParse(json);
  if (!parsed.success || parsed.data.chainId !== chainId) {
    throw new AppError('internal_error', `deployment file ${file} is invalid`, { details: parsed.error?.issues });
  }
  return parsed.data;
}

/** Records a deployment as `<dir>/<chainId>.json` (written aside, then renamed into place). */
export async function writeDeployment(dir: string, deployment: Deployment): Promise<void> {
  const valid = deploymentSchema.parse(deployment);
  await mkdir(dir, { recursive: true });
  const file = deploymentFile(dir, valid.chainId);
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(valid, null, 2)}\n`);
  await rename(temporary, file);
}

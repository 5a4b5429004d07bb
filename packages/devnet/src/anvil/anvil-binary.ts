import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { AppError } from '@nft/shared';

const platformNames: Record<string, string> = {
  'linux-x64': 'linux-amd64',
  'linux-arm64': 'linux-arm64',
  'darwin-x64': 'darwin-amd64',
  'darwin-arm64': 'darwin-arm64',
  'win32-x64': 'win32-amd64',
};

/**
 * The anvil executable shipped in @foundry-rs/anvil's platform package. We run it directly
 * rather than through the package's node wrapper, so signals reach anvil itself.
 */
export function anvilBinaryPath(): string {
  const platform = platformNames[`${process.platform}-${process.arch}`];
  if (!platform) throw new AppError('internal_error', `anvil is not available for ${process.platform}-${process.arch}`);
  // The platform package is an optional dependency of @foundry-rs/anvil: resolve it from there.
  const wrapper = createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json');
  const packageJson = createRequire(wrapper).resolve(`@foundry-rs/anvil-${platform}/package.json`);
  return join(dirname(packageJson), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
}

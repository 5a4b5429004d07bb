import type { InjectedProviderLocation } from '@nft/chains';

/**
 * Resolves a registry location such as `ethereum` + `isMetaMask` or `NaboxWallet` on `window`.
 * Undefined when the object is missing or lacks the flag: the wallet counts as not installed.
 */
export function resolveInjected(location: InjectedProviderLocation, root: object = window): unknown {
  let current: unknown = root;
  for (const part of location.path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  if (typeof current !== 'object' || current === null) return undefined;
  if (location.flag && (current as Record<string, unknown>)[location.flag] !== true) return undefined;
  return current;
}

import type { InjectedProviderLocation } from '@nft/chains';
import { resolveInjected } from './injected-provider';

/** Nabox's NULS side (NULS.md, "The wallet in the page"). */
type NaboxNuls = {
  createSession(): Promise<string[]>;
  getPub(input: { address: string }): Promise<string>;
  signMessage(input: [message: string, address: string]): Promise<string>;
};

function isNaboxNuls(value: unknown): value is NaboxNuls {
  const candidate = value as Partial<Record<keyof NaboxNuls, unknown>> | undefined;
  return typeof candidate?.createSession === 'function' && typeof candidate.signMessage === 'function';
}

export function findNaboxNuls(location: InjectedProviderLocation | undefined): NaboxNuls | undefined {
  if (!location) return undefined;
  const provider = resolveInjected(location);
  return isNaboxNuls(provider) ? provider : undefined;
}

/** Spec section 4: the NULS chain id is 2 when the first account starts with 't', else 1. */
export async function connectNabox(nabox: NaboxNuls): Promise<{ address: string; chainId: '1' | '2' }> {
  const accounts = await nabox.createSession();
  const address = accounts[0];
  if (!address) throw new Error('Nabox returned no account');
  return { address, chainId: address.startsWith('t') ? '2' : '1' };
}

/** Nabox signs the message's first 32 bytes (NULS.md); the server also needs the public key. */
export async function signWithNabox(nabox: NaboxNuls, message: string, address: string) {
  const pubkey = await nabox.getPub({ address });
  const signature = await nabox.signMessage([message, address]);
  return { signature, pubkey };
}

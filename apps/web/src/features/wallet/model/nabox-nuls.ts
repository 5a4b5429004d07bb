import type { InjectedProviderLocation } from '@nft/chains';
import { nulsSignInDigest } from '@nft/nuls/sign-in-digest';
import { resolveInjected } from './injected-provider';

/** Nabox's NULS side (docs/nuls.md, "The wallet in the page"). */
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

/** docs/product.md (spec section 4): the NULS chain id is 2 when the first account starts with 't', else 1. */
export async function connectNabox(nabox: NaboxNuls): Promise<{ address: string; chainId: '1' | '2' }> {
  const accounts = await nabox.createSession();
  const address = accounts[0];
  if (!address) throw new Error('Nabox returned no account');
  return { address, chainId: address.startsWith('t') ? '2' : '1' };
}

/**
 * Nabox signs only a message's first 32 bytes (docs/nuls.md), so it is given the hex SHA-256 of the
 * whole sign-in text, which it reads as exactly those 32 bytes: the signature then covers the site,
 * chain and nonce the text names (decision 021). `onDigest` lets the app show the full text next to
 * the code Nabox displays. The server also needs the public key.
 */
export async function signWithNabox(nabox: NaboxNuls, message: string, address: string, onDigest?: (digest: string) => void) {
  const pubkey = await nabox.getPub({ address });
  const digest = nulsSignInDigest(message);
  onDigest?.(digest);
  const signature = await nabox.signMessage([digest, address]);
  return { signature, pubkey };
}

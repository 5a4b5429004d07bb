import { describe, expect, it } from 'vitest';
import { resolveInjected } from './injected-provider';

describe('resolveInjected', () => {
  const metamask = { isMetaMask: true, request: () => undefined };
  const root = { ethereum: metamask, okxwallet: { ethereum: { request: () => undefined } }, NaboxWallet: 'not an object' };

  it('finds an object by a dot path', () => {
    expect(resolveInjected({ path: 'okxwallet.ethereum' }, root)).toBe(root.okxwallet.ethereum);
  });

  it('requires the flag to be exactly true when one is named', () => {
    expect(resolveInjected({ path: 'ethereum', flag: 'isMetaMask' }, root)).toBe(metamask);
    expect(resolveInjected({ path: 'ethereum', flag: 'isTokenPocket' }, root)).toBeUndefined();
    expect(resolveInjected({ path: 'ethereum', flag: 'isMetaMask' }, { ethereum: { isMetaMask: 'yes' } })).toBeUndefined();
  });

  it('treats missing paths and non-objects as not installed', () => {
    expect(resolveInjected({ path: 'onto' }, root)).toBeUndefined();
    expect(resolveInjected({ path: 'NaboxWallet' }, root)).toBeUndefined();
    expect(resolveInjected({ path: 'okxwallet.solana.provider' }, root)).toBeUndefined();
  });
});

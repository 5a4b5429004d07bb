import { AppError } from '@nft/shared';
import { describe, expect, it } from 'vitest';
import { walletSymbols } from './wallet-symbol';
import { getWallet, wallets } from './wallets';
import { walletDefinitionSchema } from './wallet-definition-schema';

describe('the 7 wallets of docs/product.md (spec sections 3 and 9)', () => {
  it('are keyed by their symbol with the spec names', () => {
    expect(Object.keys(wallets)).toEqual(['onto', 'metamask', 'nabox', 'clv_wallet', 'tokenpocket', 'okx_wallet', 'gate_wallet']);
    expect(Object.values(wallets).map((wallet) => wallet.walletName)).toEqual([
      'ONTO',
      'MetaMask',
      'Nabox',
      'CLV Wallet',
      'TokenPocket',
      'OKX Wallet',
      'Gate Wallet',
    ]);
    for (const symbol of walletSymbols) expect(getWallet(symbol).symbol).toBe(symbol);
  });

  it('say where their injected providers are found', () => {
    const injected = Object.fromEntries(Object.values(wallets).map((wallet) => [wallet.symbol, wallet.externalProvider.injected]));
    expect(injected).toEqual({
      metamask: [{ path: 'ethereum', flag: 'isMetaMask' }],
      okx_wallet: [{ path: 'okxwallet' }],
      onto: [{ path: 'onto' }, { path: 'ethereum', flag: 'isONTO' }],
      tokenpocket: [{ path: 'tokenpocket' }, { path: 'ethereum', flag: 'isTokenPocket' }],
      gate_wallet: [{ path: 'gatewallet' }],
      clv_wallet: [{ path: 'clover' }],
      nabox: [{ path: 'NaboxWallet' }],
    });
    expect(wallets.metamask.externalProvider.eip6963Rdns).toEqual(['io.metamask']);
    expect(wallets.okx_wallet.externalProvider.eip6963Rdns).toEqual(['com.okex.wallet']);
    expect(wallets.tokenpocket.externalProvider.eip6963Rdns).toEqual(['pro.tokenpocket']);
    expect(wallets.gate_wallet.externalProvider.eip6963Rdns).toEqual(['io.gate.wallet']);
  });

  it('give only Nabox a NULS provider', () => {
    const withNuls = Object.values(wallets).filter((wallet) => wallet.nulsProvider !== undefined);
    expect(withNuls.map((wallet) => [wallet.symbol, wallet.nulsProvider, wallet.families])).toEqual([
      ['nabox', { path: 'NaboxWallet' }, ['evm', 'nuls']],
    ]);
  });

  it('each have an https download page and a self-contained icon', () => {
    for (const wallet of Object.values(wallets)) {
      expect(new URL(wallet.downloadLink).protocol, wallet.symbol).toBe('https:');
      expect(wallet.icon).toMatch(/^data:image\/svg\+xml,/);
    }
  });

  it('fail on an unknown symbol with unsupported_wallet', () => {
    for (const symbol of ['phantom', '', 'MetaMask', 'constructor']) {
      expect(() => getWallet(symbol), symbol).toThrowError(AppError);
      expect(() => getWallet(symbol), symbol).toThrowError(
        expect.objectContaining({ code: 'unsupported_wallet', message: 'unexpected: unsupported wallet', status: 400 }),
      );
    }
  });
});

describe('walletDefinitionSchema', () => {
  it('accepts every wallet unchanged and refuses an unknown symbol', () => {
    for (const wallet of Object.values(wallets)) expect(walletDefinitionSchema.parse(wallet)).toEqual(wallet);
    expect(walletDefinitionSchema.safeParse({ ...wallets.metamask, symbol: 'phantom' }).success).toBe(false);
  });
});

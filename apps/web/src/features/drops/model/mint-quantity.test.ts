import { dropLimits } from '@nft/api-contract';
import { describe, expect, it } from 'vitest';
import { clampQuantity, maxMintQuantity, maxPerTransaction, mintBlocker, totalPrice } from './mint-quantity';

describe('maxMintQuantity', () => {
  it('bounds one transaction as the API does', () => {
    expect(maxPerTransaction).toBe(dropLimits.maxMintQuantity);
  });

  it('is what the wallet has left of its limit', () => {
    expect(maxMintQuantity({ supply: 100, minted: 10, perWalletLimit: 3, mintedByWallet: 1 })).toBe(2);
  });

  it('is what is left of the supply when that is less', () => {
    expect(maxMintQuantity({ supply: 5, minted: 4, perWalletLimit: 3, mintedByWallet: 0 })).toBe(1);
  });

  it('is bounded per transaction when the drop sets no wallet limit', () => {
    expect(maxMintQuantity({ supply: 1000, minted: 0, perWalletLimit: 0, mintedByWallet: 7 })).toBe(maxPerTransaction);
    expect(maxMintQuantity({ supply: 6, minted: 2, perWalletLimit: 0, mintedByWallet: 7 })).toBe(4);
  });

  it('is 0 when sold out or the wallet used its limit', () => {
    expect(maxMintQuantity({ supply: 5, minted: 5, perWalletLimit: 3, mintedByWallet: 0 })).toBe(0);
    expect(maxMintQuantity({ supply: 5, minted: 2, perWalletLimit: 2, mintedByWallet: 2 })).toBe(0);
  });
});

describe('mintBlocker', () => {
  it('names sold out before the wallet limit', () => {
    expect(mintBlocker({ supply: 2, minted: 2, perWalletLimit: 1, mintedByWallet: 1 })).toBe('sold_out');
    expect(mintBlocker({ supply: 3, minted: 2, perWalletLimit: 1, mintedByWallet: 1 })).toBe('wallet_limit');
    expect(mintBlocker({ supply: 3, minted: 2, perWalletLimit: 0, mintedByWallet: 1 })).toBeNull();
  });
});

describe('clampQuantity', () => {
  it('keeps the quantity within 1..max', () => {
    expect(clampQuantity(5, 3)).toBe(3);
    expect(clampQuantity(0, 3)).toBe(1);
    expect(clampQuantity(2.7, 3)).toBe(2);
    expect(clampQuantity(Number.NaN, 3)).toBe(1);
    expect(clampQuantity(2, 0)).toBe(0);
  });
});

describe('totalPrice', () => {
  it('multiplies 18-decimal prices exactly', () => {
    expect(totalPrice('123456789012345678901', 3)).toBe(370370367037037036703n);
  });
});

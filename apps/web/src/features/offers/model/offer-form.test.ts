import { describe, expect, it } from 'vitest';
import { initialOfferValues, toOfferBuildBody, validateOfferForm } from './offer-form';
import type { OfferTarget } from './offer-target';

const weth = '0xb2e75efadf9e0d918545b052ee8235cd1536391d';
const erc721: OfferTarget = { kind: 'item', chain: 'local1', contract: '0xnft', tokenId: '7', standard: 'ERC-721' };
const erc1155: OfferTarget = { ...erc721, standard: 'ERC-1155' };
const values = { ...initialOfferValues(weth), price: '0.25' };

describe('the make-offer form', () => {
  it('refuses an empty price, more than four decimals, zero and a bad quantity of copies', () => {
    expect(validateOfferForm({ ...values, price: '' }, erc721)).toEqual({ price: 'price_required' });
    expect(validateOfferForm({ ...values, price: '0.00001' }, erc721)).toEqual({ price: 'price_precision' });
    expect(validateOfferForm({ ...values, price: '0' }, erc721)).toEqual({ price: 'price_precision' });
    expect(validateOfferForm({ ...values, quantity: '0' }, erc1155)).toEqual({ quantity: 'quantity' });
    expect(validateOfferForm({ ...values, quantity: '1.5' }, erc1155)).toEqual({ quantity: 'quantity' });
    // An ERC-721 offer is for the one token: its quantity field is not shown, so not checked.
    expect(validateOfferForm({ ...values, quantity: '0' }, erc721)).toEqual({});
    expect(validateOfferForm({ ...values, currency: '' }, erc721)).toEqual({ currency: 'currency_required' });
  });

  it('builds an item, collection and trait offer the way the build route takes them', () => {
    const now = 1_800_000_000;
    expect(toOfferBuildBody({ ...values, quantity: '3' }, erc1155, now)).toEqual({
      chain: 'local1',
      side: 'offer',
      items: [{ contract: '0xnft', tokenId: '7', quantity: 3 }],
      price: '0.25',
      currency: weth,
      endTime: now + 7 * 86_400,
    });
    expect(toOfferBuildBody({ ...values, expiry: '1d' }, { kind: 'collection', chain: 'local1', contract: '0xnft' }, now)).toMatchObject({
      items: [{ contract: '0xnft', quantity: 1 }],
      endTime: now + 86_400,
    });
    const trait: OfferTarget = { kind: 'trait', chain: 'local1', contract: '0xnft', trait: { type: 'Hat', value: 'Crown' } };
    expect(toOfferBuildBody(values, trait, now).items).toEqual([
      { contract: '0xnft', trait: { type: 'Hat', value: 'Crown' }, quantity: 1 },
    ]);
  });
});

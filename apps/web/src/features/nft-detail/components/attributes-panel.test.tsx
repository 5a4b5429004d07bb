// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ok, stubApi } from '../../../testing/stub-api';
import { AttributesPanel } from './attributes-panel';

const attributes = [
  { traitType: 'Mood', value: 'Dusky', displayType: 'text', maxValue: null },
  { traitType: 'Rarity', value: 'Mythic', displayType: 'text', maxValue: null },
  { traitType: 'Eyes', value: 'Closed', displayType: 'text', maxValue: null },
] as const;

function stubCollection() {
  return stubApi((method, path) => {
    if (path === '/v1/collections/1/attributes')
      return ok({
        traits: [
          {
            traitType: 'Mood',
            values: [
              { value: 'Calm', count: 6, listed: 1, floorPrice: '90000000000000000' },
              { value: 'Dusky', count: 2, listed: 1, floorPrice: '70000000000000000' },
            ],
            valueCount: 2,
          },
          { traitType: 'Rarity', values: [{ value: 'Common', count: 8, listed: 0, floorPrice: null }], valueCount: 2 },
          { traitType: 'Eyes', values: [{ value: 'Closed', count: 3, listed: 0, floorPrice: null }], valueCount: 1 },
        ],
      });
    if (path === '/v1/collections/1')
      return ok({ id: 1, name: 'Aurora Gradients', chain: 'local1', paymentToken: null, stats: { items: 8 } });
    return undefined;
  });
}

const box = (traitType: string) => document.querySelector(`[data-attribute="${traitType}"]`)!;

describe("an NFT's traits", () => {
  afterEach(cleanup);

  it('say how many of the collection share each, and open the collection filtered by that trait', async () => {
    stubCollection();
    await renderWithProviders(<AttributesPanel attributes={[...attributes]} collectionId={1} />);
    await waitFor(() => expect(box('Mood').querySelector('[data-trait-share]')?.textContent).toBe('25% have this trait'));
    expect(box('Mood').getAttribute('href')).toBe('/collection-detail/1/collected?trait=Mood%3ADusky');
    // A value outside the counts read: no share is made up for it.
    expect(box('Rarity').querySelector('[data-trait-share]')).toBeNull();
    expect(box('Rarity').getAttribute('href')).toBe('/collection-detail/1/collected?trait=Rarity%3AMythic');
  });

  it("show each value's floor in the collection's currency, and none for a value with nothing on sale", async () => {
    stubCollection();
    await renderWithProviders(<AttributesPanel attributes={[...attributes]} collectionId={1} />);
    // The Dusky items' floor, not the cheaper Calm one beside it in the same trait type.
    await waitFor(() => expect(box('Mood').querySelector('[data-trait-floor]')?.textContent).toBe('Floor 0.07 ETH'));
    expect(box('Eyes').querySelector('[data-trait-share]')?.textContent).toBe('38% have this trait');
    expect(box('Eyes').querySelector('[data-trait-floor]')).toBeNull();
    expect(box('Rarity').querySelector('[data-trait-floor]')).toBeNull();
  });

  it('outside a collection: plain boxes, and nothing is read', async () => {
    const calls = stubCollection();
    await renderWithProviders(<AttributesPanel attributes={[...attributes]} />);
    expect(await screen.findByText('Dusky')).toBeTruthy();
    expect(box('Mood').tagName).toBe('DIV');
    expect(calls.filter((call) => call.path.startsWith('/v1/collections'))).toEqual([]);
  });
});

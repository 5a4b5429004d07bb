// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { localRegistry, stubApi, weth } from '../../../testing/stub-api';
import { initialSellValues, type SellFormValues } from '../model/sell-form';
import type { MarketPrice } from '../model/picked-price';
import { SellForm } from './sell-form';

const native = localRegistry()
  .chains.find((chain) => chain.symbol === 'local1')!
  .paymentTokens.find((token) => token.native)!.address;

function Form({ floor }: { floor?: MarketPrice }) {
  const [values, setValues] = useState<SellFormValues>({ ...initialSellValues, currency: native });
  return (
    <SellForm
      chain="local1"
      values={values}
      onChange={setValues}
      context={{ held: 1n, multiple: false, seller: undefined }}
      disabled={false}
      checking={false}
      onSubmit={() => undefined}
      floor={floor}
    />
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const warning = () => document.querySelector('[data-below-floor]');
const priceInput = () => document.querySelector('[data-field="price"]') as HTMLInputElement;

describe('the sell form under the floor', () => {
  it("says how far below the collection's floor a price is, and nothing once it is not", async () => {
    stubApi(() => undefined);
    await renderWithProviders(<Form floor={{ amount: '50000000000000000', currency: null }} />);
    const user = userEvent.setup();
    await user.type(priceInput(), '0.01');
    await waitFor(() =>
      expect(warning()?.textContent).toBe(
        'This price is 80% below the collection floor (0.05 ETH). Check it before you list: a listing below the floor is usually bought at once.',
      ),
    );
    await user.clear(priceInput());
    await user.type(priceInput(), '0.05');
    expect(warning()).toBeNull();
    // In another currency than the floor's, the prices are not compared.
    await user.clear(priceInput());
    await user.type(priceInput(), '0.01');
    await waitFor(() => expect(warning()).not.toBeNull());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), weth);
    expect(warning()).toBeNull();
  });

  it('warns of nothing without a floor', async () => {
    stubApi(() => undefined);
    await renderWithProviders(<Form />);
    await userEvent.setup().type(priceInput(), '0.0001');
    expect(warning()).toBeNull();
  });
});

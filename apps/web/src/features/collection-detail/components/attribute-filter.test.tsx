// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ok, stubApi, tusd } from '../../../testing/stub-api';
import { AttributeFilter } from './attribute-filter';

const attributes = {
  traits: [
    {
      traitType: 'Hat',
      values: [
        { value: 'Cap', count: 5, listed: 2, floorPrice: '1500000' },
        { value: 'Crown', count: 1, listed: 0, floorPrice: null },
      ],
      valueCount: 2,
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (filter: string) => document.querySelector(`[data-trait-filter="${filter}"]`)!.closest('.mantine-Checkbox-root')!;

describe("a collection's attribute filter", () => {
  it("lists each value with its count and, when some are on sale, its floor in the collection's currency", async () => {
    stubApi((_method, path) => {
      if (path === '/v1/collections/4/attributes') return ok(attributes);
      if (path === '/v1/collections/4') return ok({ id: 4, chain: 'local1', paymentToken: tusd, stats: { items: 6 } });
      return undefined;
    });
    const onChange = vi.fn();
    await renderWithProviders(<AttributeFilter collectionId="4" value={[]} onChange={onChange} />);
    fireEvent.click(await screen.findByText('Hat'));
    await waitFor(() => expect(row('Hat:Cap').querySelector('[data-trait-floor]')?.textContent).toBe('Floor 1.5 TUSD'));
    expect(row('Hat:Cap').textContent).toContain('Cap (5)');
    expect(row('Hat:Crown').textContent).toBe('Crown (1)');
    expect(row('Hat:Crown').querySelector('[data-trait-floor]')).toBeNull();
    fireEvent.click(row('Hat:Crown').querySelector('input')!);
    expect(onChange).toHaveBeenCalledWith(['Hat:Crown']);
  });
});

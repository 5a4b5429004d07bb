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
      range: null,
    },
    {
      traitType: 'Speed',
      values: [
        { value: '9.5', count: 1, listed: 0, floorPrice: null },
        { value: '40', count: 1, listed: 0, floorPrice: null },
      ],
      valueCount: 2,
      range: { min: '9.5', max: '40' },
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (filter: string) => document.querySelector(`[data-trait-filter="${filter}"]`)!.closest('.mantine-Checkbox-root')!;

function stubCollection() {
  stubApi((_method, path) => {
    if (path === '/v1/collections/4/attributes') return ok(attributes);
    if (path === '/v1/collections/4') return ok({ id: 4, chain: 'local1', paymentToken: tusd, stats: { items: 6 } });
    return undefined;
  });
}

describe("a collection's attribute filter", () => {
  it("lists each value with its count and, when some are on sale, its floor in the collection's currency", async () => {
    stubCollection();
    const onChange = vi.fn();
    await renderWithProviders(<AttributeFilter collectionId="4" value={[]} onChange={onChange} ranges={[]} onRangesChange={vi.fn()} />);
    fireEvent.click(await screen.findByText('Hat'));
    await waitFor(() => expect(row('Hat:Cap').querySelector('[data-trait-floor]')?.textContent).toBe('Floor 1.5 TUSD'));
    expect(row('Hat:Cap').textContent).toContain('Cap (5)');
    expect(row('Hat:Crown').textContent).toBe('Crown (1)');
    expect(row('Hat:Crown').querySelector('[data-trait-floor]')).toBeNull();
    fireEvent.click(row('Hat:Crown').querySelector('input')!);
    expect(onChange).toHaveBeenCalledWith(['Hat:Crown']);
  });

  it('filters a stat by a range of numbers within its bounds, applied, and refuses one upside down', async () => {
    stubCollection();
    const onRangesChange = vi.fn();
    await renderWithProviders(
      <AttributeFilter collectionId="4" value={[]} onChange={vi.fn()} ranges={['Hat:1:2']} onRangesChange={onRangesChange} />,
    );
    fireEvent.click(await screen.findByText('Speed'));
    // The trait type's row says its bounds instead of how many values it has; no checkbox per number.
    expect(screen.getByText('9.5–40')).toBeTruthy();
    expect(document.querySelector('[data-trait-filter^="Speed:"]')).toBeNull();
    const lowest = screen.getByRole('textbox', { name: 'Lowest Speed', hidden: true });
    const highest = screen.getByRole('textbox', { name: 'Highest Speed', hidden: true });
    expect([lowest.getAttribute('placeholder'), highest.getAttribute('placeholder')]).toEqual(['9.5', '40']);
    const apply = document.querySelector('[data-trait-range="Speed"] [data-action="apply-trait-range"]') as HTMLButtonElement;
    fireEvent.change(lowest, { target: { value: '30' } });
    fireEvent.change(highest, { target: { value: '20' } });
    expect(document.querySelector('[data-trait-range-error]')?.textContent).toBe('The lowest value must not be above the highest');
    expect(apply.disabled).toBe(true);
    fireEvent.change(highest, { target: { value: '' } });
    fireEvent.click(apply);
    expect(onRangesChange).toHaveBeenCalledWith(['Hat:1:2', 'Speed:30:']);
  });

  it('searches a long list of values by a part of the value; a short one has no search box', async () => {
    const colours = ['Amber', 'Azure', 'Black', 'Blue', 'Coral', 'Cyan', 'Gold', 'Green', 'Grey', 'Ivory'];
    stubApi((_method, path) => {
      if (path === '/v1/collections/5/attributes')
        return ok({
          traits: [
            {
              traitType: 'Colour',
              values: colours.map((value) => ({ value, count: 1, listed: 0, floorPrice: null })),
              valueCount: colours.length,
              range: null,
            },
            { traitType: 'Hat', values: [{ value: 'Cap', count: 1, listed: 0, floorPrice: null }], valueCount: 1, range: null },
          ],
        });
      if (path === '/v1/collections/5') return ok({ id: 5, chain: 'local1', paymentToken: null, stats: { items: 11 } });
      return undefined;
    });
    const onChange = vi.fn();
    await renderWithProviders(<AttributeFilter collectionId="5" value={[]} onChange={onChange} ranges={[]} onRangesChange={vi.fn()} />);
    fireEvent.click(await screen.findByText('Colour'));
    const shown = () =>
      [...document.querySelectorAll('[data-trait-filter^="Colour:"]')].map((node) => node.getAttribute('data-trait-filter'));
    expect(shown()).toHaveLength(10);
    const search = screen.getByRole('textbox', { name: 'Search the values of Colour', hidden: true });
    fireEvent.change(search, { target: { value: ' bl ' } });
    expect(shown()).toEqual(['Colour:Black', 'Colour:Blue']);
    fireEvent.click(row('Colour:Blue').querySelector('input')!);
    expect(onChange).toHaveBeenCalledWith(['Colour:Blue']);
    fireEvent.change(search, { target: { value: 'zz' } });
    expect(shown()).toEqual([]);
    expect(screen.getByText('No value matches')).toBeTruthy();
    expect(document.querySelector('[data-trait-search="Hat"]')).toBeNull();
  });
});

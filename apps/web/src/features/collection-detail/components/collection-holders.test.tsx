// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ok, stubApi } from '../../../testing/stub-api';
import { CollectionHolders } from './collection-holders';

const dave = '0x' + 'd'.repeat(40);
const alice = '0x' + 'a'.repeat(40);
const answer = {
  owners: 2,
  held: '40',
  top: [
    { address: dave, held: '30', share: 0.75 },
    { address: alice, held: '10', share: 0.25 },
  ],
  distribution: [
    { range: '1', holders: 0 },
    { range: '2-3', holders: 0 },
    { range: '4-10', holders: 1 },
    { range: '11-25', holders: 0 },
    { range: '26-50', holders: 1 },
    { range: '51+', holders: 0 },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a collection's holders tab", () => {
  it('shows the owners, the unique share, the spread over the ranges and the largest holders with their accounts', async () => {
    const calls = stubApi((_method, path) => (path === '/v1/collections/7/holders' ? ok(answer) : undefined));
    await renderWithProviders(<CollectionHolders collectionId="7" />);
    const table = await screen.findByRole('table');
    expect(calls.map((call) => call.path)).toContain('/v1/collections/7/holders?limit=50');
    // 2 owners of 40 items: 5% unique.
    expect(document.querySelector('[data-holders-stat="owners"]')?.textContent).toBe('2Owners');
    expect(document.querySelector('[data-holders-stat="unique"]')?.textContent).toBe('5%Unique owners');
    expect(document.querySelector('[data-holders-stat="held"]')?.textContent).toBe('40Items held');
    const ranges = [...document.querySelectorAll('[data-holders-range]')].map((row) => row.textContent);
    expect(ranges).toEqual([
      '1 item0 owners',
      '2-3 items0 owners',
      '4-10 items1 owner',
      '11-25 items0 owners',
      '26-50 items1 owner',
      '51+ items0 owners',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', '0xdddd…dddd', '30', '75%'],
      ['2', '0xaaaa…aaaa', '10', '25%'],
    ]);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe(`/account/${dave}/collected`);
  });

  it('says when nobody holds an item yet', async () => {
    stubApi((_method, path) =>
      path === '/v1/collections/7/holders'
        ? ok({ ...answer, owners: 0, held: '0', top: [], distribution: answer.distribution.map((entry) => ({ ...entry, holders: 0 })) })
        : undefined,
    );
    await renderWithProviders(<CollectionHolders collectionId="7" />);
    expect(await screen.findByText('Nobody holds an item of this collection yet')).toBeTruthy();
  });
});

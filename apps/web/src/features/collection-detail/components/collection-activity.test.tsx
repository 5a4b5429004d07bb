// @vitest-environment jsdom
import type { Activity } from '@nft/api-contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ok, stubApi } from '../../../testing/stub-api';
import { CollectionActivityTable } from './collection-activity';

const contract = '0xdd8ea518923c683471e0db7ee8cd508380345725';
const event = (id: number, kind: Activity['kind']): Activity => ({
  id,
  kind,
  chain: 'local1',
  contractAddress: contract,
  tokenId: String(id),
  nft: { name: `Aurora #${id}`, image: null },
  from: null,
  to: null,
  quantity: '1',
  price: null,
  currency: null,
  orderHash: null,
  txHash: null,
  blockNumber: null,
  occurredAt: '2026-11-29T12:00:00.000Z',
});
const history = [event(4, 'settlement'), event(3, 'transfer'), event(2, 'sale'), event(1, 'mint')];

function Location() {
  return <output data-location={useLocation().search} />;
}

/** Answers the collection's activity as the API filters it by `kind`, and records what was asked. */
function stubActivity() {
  return stubApi((method, path, _body, query) => {
    if (path !== '/v1/collections/1/activity') return undefined;
    const kinds = query.get('kind')?.split(',');
    return ok({ items: history.filter((row) => !kinds || kinds.includes(row.kind)), nextCursor: null });
  });
}

const shownKinds = () => [...document.querySelectorAll('[data-activity-kind]')].map((row) => row.getAttribute('data-activity-kind'));

describe("a collection's activity by event type", () => {
  afterEach(cleanup);

  it('shows every event, then only sales (auction settlements included) once Sales is picked, kept in the URL', async () => {
    const calls = stubActivity();
    await renderWithProviders(
      <>
        <CollectionActivityTable collectionId="1" />
        <Location />
      </>,
    );
    await waitFor(() => expect(shownKinds()).toEqual(['settlement', 'transfer', 'sale', 'mint']));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sales' }));
    await waitFor(() => expect(shownKinds()).toEqual(['settlement', 'sale']));
    expect(document.querySelector('[data-location]')!.getAttribute('data-location')).toBe('?event=sales');
    const asked = calls
      .filter((call) => call.path.startsWith('/v1/collections/1/activity'))
      .map((call) => new URL(call.path, 'http://x').searchParams.get('kind'));
    expect(asked).toEqual([null, 'sale,settlement']);

    // Sales off, Listings on: this collection has none.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sales' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Listings' }));
    expect(await screen.findByText('No events of this type yet')).toBeTruthy();
    expect(document.querySelector('[data-location]')!.getAttribute('data-location')).toBe('?event=listings');
  });
});

// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification, NotificationKind } from '@nft/api-contract';
import { walletSession } from '../../wallet';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ok, stubApi, weth } from '../../../testing/stub-api';
import { NotificationBell } from '../notification-bell';
import { NotificationsPage } from './notifications-page';
import { signInViewer } from '../../../testing/signed-in-viewer';

const buyer = '0x' + 'b'.repeat(40);
const contract = '0x' + 'c'.repeat(40);

function notification(
  id: number,
  kind: NotificationKind,
  unread: boolean,
  price: string | null,
  currency: string | null = null,
): Notification {
  return {
    kind,
    unread,
    activity: {
      id,
      kind: 'sale',
      chain: 'local1',
      contractAddress: contract,
      tokenId: String(id),
      nft: { name: `Aurora #${id}`, image: null },
      from: buyer,
      to: buyer,
      quantity: '1',
      price,
      currency,
      orderHash: null,
      txHash: null,
      blockNumber: null,
      occurredAt: new Date(Date.now() - id * 3_600_000).toISOString(),
    },
  };
}

const items = [
  notification(1, 'sold', true, '300000000000000000'),
  notification(2, 'offer_received', true, '80000000000000000', weth),
  notification(3, 'received', false, null),
];

/** The notification routes for one caller: two unread until POST /v1/notifications/read. */
function stubNotifications() {
  let unread = 2;
  let readAt: string | null = null;
  return stubApi((method, path) => {
    if (method === 'GET' && path === '/v1/notifications') return ok({ items, nextCursor: null, unread, readAt });
    if (method === 'GET' && path === '/v1/notifications/unread') return ok({ unread, readAt });
    if (method === 'POST' && path === '/v1/notifications/read') {
      unread = 0;
      readAt = new Date().toISOString();
      return ok({ unread, readAt });
    }
    return undefined;
  });
}

beforeEach(() => {
  signInViewer();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  walletSession.disconnect();
});

const texts = () => [...document.querySelectorAll('[data-notification-text]')].map((node) => node.textContent);

describe('the notifications screen and the bell', () => {
  it('says what happened with prices in their currencies, marks the new ones, then marks all read and clears the bell', async () => {
    const calls = stubNotifications();
    await renderWithProviders(
      <>
        <NotificationBell />
        <NotificationsPage />
      </>,
    );
    await waitFor(() =>
      expect(texts()).toEqual(['Aurora #1 sold for 0.3 ETH', 'New offer of 0.08 WETH on Aurora #2', 'You received Aurora #3']),
    );
    expect([...document.querySelectorAll('[data-notification-new]')]).toHaveLength(2);
    expect(document.querySelector('[data-notification="sold"] a')?.getAttribute('href')).toBe(`/nft-detail/local1/${contract}/1`);
    // Opening the screen marks everything read, once; the bell's count goes to zero.
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    await waitFor(() => expect(document.querySelector('[data-notifications-unread]')?.getAttribute('data-notifications-unread')).toBe('0'));
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeTruthy();
  });

  it('the bell shows the unread count, and nothing before sign-in', async () => {
    stubNotifications();
    await renderWithProviders(<NotificationBell />);
    expect(await screen.findByRole('link', { name: '2 unread notifications' })).toBeTruthy();
    cleanup();
    walletSession.disconnect();
    await renderWithProviders(<NotificationBell />);
    expect(document.querySelector('[data-notifications-bell]')).toBeNull();
  });

  it('says so when there is nothing yet, and marks nothing', async () => {
    const calls = stubApi((method, path) => {
      if (path === '/v1/notifications') return ok({ items: [], nextCursor: null, unread: 0, readAt: null });
      if (path === '/v1/notifications/unread') return ok({ unread: 0, readAt: null });
      return undefined;
    });
    await renderWithProviders(<NotificationsPage />);
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});

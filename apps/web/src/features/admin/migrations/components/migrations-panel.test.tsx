// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../testing/render-with-providers';
import { MigrationsPanel } from './migrations-panel';
import { okResponse } from '../../../../testing/api-response';

const facts = {
  standard: 'ERC-721',
  name: 'Old Tiles',
  symbol: 'TILE',
  owner: null,
  totalSupply: null,
  deployer: '0x00000000000000000000000000000000000000d1',
  deploymentBlock: 12,
};
const request = {
  id: 7,
  chain: 'local1',
  contractAddress: '0x00000000000000000000000000000000000000c7',
  standard: 'ERC-721',
  contractName: 'Old Tiles',
  contractSymbol: 'TILE',
  collection: { id: 3, name: 'Migrated Tiles' },
  tokenIdType: 'consecutive',
  rangeStart: '1',
  rangeEnd: '3',
  tokenIds: null,
  tokenCount: 3,
  contact: 'tiles@creator.example',
  control: 'deployer',
  deployerAddress: '0x00000000000000000000000000000000000000d1',
  status: 'pending',
  reviewReason: null,
  reviewedAt: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  progress: { total: 3, imported: 0, failed: 0, backfilledToBlock: null },
  errors: [],
  requesterAddress: '0x00000000000000000000000000000000000000a1',
  facts,
  deployerVerified: true,
  reviewedByAddress: null,
};
const detail = {
  ...request,
  liveFacts: { ...facts, totalSupply: '4' },
  samples: [{ tokenId: '1', tokenUri: 'data:application/json,{}', name: 'Old Tile 1', imageUrl: null, error: null }],
};

// Each wait covers a stubbed request: a busy machine's time, not the default second.
const answered = { timeout: 10_000 };

function stubApi() {
  const reviews: unknown[] = [];
  const fetch = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    if (url.pathname === '/v1/admin/batch-migrations/7/review') {
      const body = JSON.parse(String(init?.body)) as { decision: string; reason: string | null };
      reviews.push(body);
      return okResponse({ ...request, status: body.decision === 'approve' ? 'approved' : 'rejected', reviewReason: body.reason });
    }
    if (url.pathname === '/v1/admin/batch-migrations/7') return okResponse(detail);
    if (url.pathname === '/v1/admin/batch-migrations')
      return okResponse({ items: url.searchParams.get('status') === 'pending' ? [request] : [], nextCursor: null });
    return okResponse({ items: [], nextCursor: null });
  });
  vi.stubGlobal('fetch', fetch);
  return reviews;
}

async function openReview(decision: 'Approve' | 'Reject') {
  const user = userEvent.setup();
  const card = await screen.findByText('Old Tiles · ERC-721', undefined, answered);
  await user.click(within(card.closest('[data-admin-migration-id]')!).getByRole('button', { name: 'Review' }));
  const detailView = await screen.findByText('The contract on chain', undefined, answered);
  const view = detailView.closest<HTMLElement>('[data-migration-detail]')!;
  expect(within(view).getByText('0x00000000000000000000000000000000000000a1')).toBeTruthy();
  expect(
    within(view).getByText('signed by the deployer 0x00000000000000000000000000000000000000d1 (the creation transaction confirms it)'),
  ).toBeTruthy();
  // Stored facts beside the chain's answer now.
  const supply = view.querySelector('[data-fact="totalSupply"]')!;
  expect(supply.textContent).toBe('Total supplyunknown4');
  expect(within(view).getByText('#1 Old Tile 1')).toBeTruthy();
  await user.click(within(view).getByRole('button', { name: decision }));
  return { user, dialog: await screen.findByRole('dialog', { name: `${decision} the migration` }, answered) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the console Migrations tab', () => {
  it('rejects only with a reason, and sends it', async () => {
    const reviews = stubApi();
    await renderWithProviders(<MigrationsPanel />);
    const { user, dialog } = await openReview('Reject');
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Not your contract  ');
    await user.click(confirm);
    await waitFor(() => expect(reviews).toEqual([{ decision: 'reject', reason: 'Not your contract' }]), answered);
  });

  it('approves without a reason', async () => {
    const reviews = stubApi();
    await renderWithProviders(<MigrationsPanel />);
    const { user, dialog } = await openReview('Approve');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(reviews).toEqual([{ decision: 'approve', reason: null }]), answered);
  });

  it('speaks Japanese', async () => {
    stubApi();
    await renderWithProviders(<MigrationsPanel />, { language: 'ja' });
    const card = (await screen.findByText('Old Tiles · ERC-721', undefined, answered)).closest<HTMLElement>('[data-admin-migration-id]')!;
    expect(within(card).getByText('審査待ち')).toBeTruthy();
    expect(within(card).getByRole('button', { name: '審査する' })).toBeTruthy();
    expect(within(card).getByText('#1 - #3 (3トークン)')).toBeTruthy();
  });
});

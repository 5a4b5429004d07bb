// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { ReportDialog } from './report-dialog';
import { jsonResponse } from '../../../testing/api-response';

const nftKey = { chain: 'local1', contractAddress: '0x5fbdb2315678afecb367f032d93f642f64180aa3', tokenId: '7' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReportDialog', () => {
  it('shows the spec messages for a missing reason, a bad link and too much extra information, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    await renderWithProviders(<ReportDialog nftKey={nftKey} opened onClose={() => {}} />);
    await user.type(screen.getByLabelText('Original link', { exact: false }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByText('Invalid website URL')).toBeTruthy();
    await user.click(screen.getByLabelText('Other'));
    await user.clear(screen.getByLabelText('Original link', { exact: false }));
    const extra = screen.getByLabelText('Extra information');
    await user.click(extra);
    await user.paste('x'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Length should be at most 1000.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('speaks Japanese', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const user = userEvent.setup();
    await renderWithProviders(<ReportDialog nftKey={nftKey} opened onClose={() => {}} />, { language: 'ja' });
    expect(screen.getByText('このNFTを報告')).toBeTruthy();
    expect(screen.getByLabelText('著作権侵害')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '報告する' }));
    expect(await screen.findByText('この項目は必須です')).toBeTruthy();
  });

  it('sends the report, says "Successfully reported" and closes', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(200, { code: 200, data: { id: 1, reason: 'copyright', status: 'open', createdAt: '2026-01-01T00:00:00Z' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<ReportDialog nftKey={nftKey} opened onClose={onClose} />);
    await user.click(screen.getByLabelText('Copyright infringement'));
    await user.type(screen.getByLabelText('Original link', { exact: false }), 'https://artist.example/original');
    await user.type(screen.getByLabelText('Extra information'), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Successfully reported')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/v1/nfts/local1/${nftKey.contractAddress}/7/reports`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      reason: 'copyright',
      originalLink: 'https://artist.example/original',
      extraInfo: 'Mine',
    });
  });

  it('says "Failed to report" with the reason when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(409, { code: 409, error: 'already_reported', message: 'You have already reported this NFT; it is under review' }),
      ),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<ReportDialog nftKey={nftKey} opened onClose={onClose} />);
    await user.click(screen.getByLabelText('Other'));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Failed to report')).toBeTruthy();
    expect(screen.getByText('You have already reported this NFT; it is under review')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

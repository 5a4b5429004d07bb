// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LegalPage } from './legal-page';
import { jsonResponse } from '../../../testing/api-response';

function legalAnswer(lang: 'en' | 'ja', markdown: string) {
  return jsonResponse(200, { code: 200, data: { kind: 'terms', lang, version: '2.1', effectiveDate: '2027-03-04', markdown } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LegalPage', () => {
  it('asks for the text in the UI language and shows it with its version and effective date', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL) => legalAnswer('en', '# Terms\n\nRead [the policy](/privacy-policy).'));
    vi.stubGlobal('fetch', fetch);
    await renderWithProviders(<LegalPage kind="terms" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms' })).toBeTruthy();
    expect(screen.getByTestId('legal-version').textContent).toBe('Version 2.1 · effective March 4, 2027');
    expect(screen.getByRole('link', { name: 'the policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/legal\/terms\?lang=en$/);
  });

  it('speaks Japanese', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL) => legalAnswer('ja', '# 利用規約'));
    vi.stubGlobal('fetch', fetch);
    await renderWithProviders(<LegalPage kind="terms" />, { language: 'ja' });
    expect(await screen.findByRole('heading', { level: 1, name: '利用規約' })).toBeTruthy();
    expect(screen.getByTestId('legal-version').textContent).toBe('バージョン 2.1・2027年3月4日 発効');
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/legal\/terms\?lang=ja$/);
  });

  it('shows an operator text that holds HTML as text, running nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => legalAnswer('en', '# Terms\n\n<img src=x onerror="window.hacked=1"> [x](javascript:window.hacked=1)')),
    );
    const { container } = await renderWithProviders(<LegalPage kind="terms" />);
    expect(await screen.findByText(/<img src=x onerror=/)).toBeTruthy();
    expect(container.querySelector('[data-markdown] img')).toBeNull();
    expect(container.querySelector('[data-markdown] a')).toBeNull();
  });

  it('says so and offers a retry when the text cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, { code: 500, error: 'internal_error', message: 'Internal error' })),
    );
    await renderWithProviders(<LegalPage kind="privacy" />);
    expect((await screen.findByRole('alert')).textContent).toContain('This page could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

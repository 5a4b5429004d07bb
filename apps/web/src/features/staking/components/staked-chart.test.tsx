// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { StakedChart } from './staked-chart';

afterEach(cleanup);

describe('StakedChart', () => {
  it('draws the steps with the peak and the first and last times written under them', async () => {
    const history = [
      { at: '2026-11-29T08:00:00.000Z', totalStaked: '2' },
      { at: '2026-11-29T09:00:00.000Z', totalStaked: '5' },
    ];
    await renderWithProviders(<StakedChart history={history} endsAt="2026-11-29T10:00:00.000Z" />);
    const chart = document.querySelector('[data-staked-chart]')!;
    expect(chart.querySelector('[data-staked-chart-max]')?.textContent).toBe('5');
    // The peak, then the first and last times (in the reader's time zone).
    const texts = [...chart.querySelectorAll('text')].map((text) => text.textContent ?? '');
    expect(texts).toHaveLength(3);
    expect(texts.slice(1).every((text) => /Nov 29, 2026/.test(text))).toBe(true);
    expect(chart.querySelector('path')?.getAttribute('d')).toMatch(/^M [\d.]+ [\d.]+ H [\d.]+ V [\d.]+ H [\d.]+ V [\d.]+ H [\d.]+$/);
  });

  it('says so when nothing was ever staked', async () => {
    await renderWithProviders(<StakedChart history={[]} endsAt="2026-11-29T10:00:00.000Z" />);
    expect(screen.getByText('Nothing staked yet.')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { PriceFilter } from './price-filter';

afterEach(() => cleanup());

const input = (key: 'min' | 'max') => document.querySelector<HTMLInputElement>(`input[data-price="${key}"]`)!;

describe('PriceFilter', () => {
  it.each([
    ['en', 'Apply', 'The minimum must be less than the maximum'],
    ['ja', '適用', '最小値は最大値より小さくしてください'],
  ] as const)('refuses a minimum not below the maximum (%s)', async (language, apply, message) => {
    const onApply = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<PriceFilter min="" max="" symbol="ETH" decimals={18} onApply={onApply} />, { language });
    await user.type(input('min'), '2.5');
    await user.type(input('max'), '2.5');
    expect(screen.getByRole('alert').textContent).toBe(message);
    const button = screen.getByRole('button', { name: apply });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.clear(input('max'));
    await user.type(input('max'), '3');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(button);
    expect(onApply).toHaveBeenCalledWith('2.5', '3');
  });

  it('ignores what is not an amount', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<PriceFilter min="" max="" symbol="ETH" decimals={18} onApply={vi.fn()} />);
    await user.type(input('min'), '1e-5x');
    expect(input('min').value).toBe('15');
  });
});

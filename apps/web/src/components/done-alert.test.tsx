// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { DoneAlert } from './done-alert';

describe('DoneAlert', () => {
  it('is scrolled into view and focused when it appears, as a status', async () => {
    await renderWithProviders(<p>form</p>);
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await renderWithProviders(
      <DoneAlert title="Listed" data-list-done>
        <a href="/nft">View the NFT</a>
      </DoneAlert>,
    );
    const alert = screen.getByRole('status');
    expect(alert.hasAttribute('data-list-done')).toBe(true);
    expect(alert.textContent).toContain('Listed');
    expect(document.activeElement).toBe(alert);
    expect(scrolled.mock.contexts).toContain(alert);
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'nearest' }));
    scrolled.mockRestore();
  });
});

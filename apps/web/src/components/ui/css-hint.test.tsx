// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CssHint } from './css-hint';

describe('CssHint', () => {
  afterEach(cleanup);

  it('describes its element with the hint', () => {
    render(
      <CssHint label="Listed items cannot be deleted">
        <button type="button">Delete</button>
      </CssHint>,
    );
    expect(screen.getByRole('button', { name: 'Delete' }).getAttribute('aria-describedby')).toBe(
      screen.getByRole('tooltip', { hidden: true }).id,
    );
    expect(screen.getByRole('tooltip', { hidden: true }).textContent).toBe('Listed items cannot be deleted');
  });

  it('stays out of the accessibility tree when the element already says the same words', () => {
    render(
      <CssHint label="Verified" describes={false}>
        <svg role="img" aria-label="Verified" />
      </CssHint>,
    );
    expect(screen.getByRole('img', { name: 'Verified' }).getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('renders the element alone when disabled or without a label', () => {
    const { container } = render(
      <CssHint label="Hint" disabled>
        <button type="button">Go</button>
      </CssHint>,
    );
    expect(container.innerHTML).toBe('<button type="button">Go</button>');
  });
});

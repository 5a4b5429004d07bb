// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CartThumbnail } from './cart-thumbnail';

afterEach(cleanup);

describe('CartThumbnail', () => {
  it('shows the picture of a web address', () => {
    const { container } = render(<CartThumbnail src="https://media.test/a-256.png" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://media.test/a-256.png');
  });

  it('shows a plain square for a cart saved without pictures, or anything that is not a web address', () => {
    for (const src of [undefined, null, 'javascript:alert(1)', 'data:image/svg+xml,<svg/>']) {
      const { container } = render(<CartThumbnail src={src} />);
      expect(container.querySelector('img')).toBeNull();
      expect(container.querySelector('[data-cart-item-image="none"]')).not.toBeNull();
      cleanup();
    }
  });

  it('shows the plain square when the picture no longer loads', () => {
    const { container } = render(<CartThumbnail src="https://media.test/gone-256.png" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-cart-item-image="none"]')).not.toBeNull();
  });
});

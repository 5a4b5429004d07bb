// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { MediaObject } from '@nft/api-contract';
import { afterEach, describe, expect, it } from 'vitest';
import { MediaImage } from './media-image';

afterEach(cleanup);

const media = (url: string): MediaObject => ({ url, thumbnailUrl: null, width: 96, height: 96 });

describe('MediaImage', () => {
  it('shows the picture, and the placeholder with the same name once the picture fails to load', () => {
    const { rerender } = render(<MediaImage media={media('http://media.test/a.png')} alt="Study #1" />);
    const picture = screen.getByRole('img', { name: 'Study #1' });
    expect(picture.tagName).toBe('IMG');
    fireEvent.error(picture);
    const placeholder = screen.getByRole('img', { name: 'Study #1' });
    expect(placeholder.tagName).toBe('DIV');
    expect(document.querySelector('img')).toBeNull();
    // Another picture in the same place is tried again.
    rerender(<MediaImage media={media('http://media.test/b.png')} alt="Study #2" />);
    expect(screen.getByRole('img', { name: 'Study #2' }).tagName).toBe('IMG');
  });

  it('shows the placeholder when there is no picture', () => {
    render(<MediaImage media={null} alt="Study #3" />);
    expect(screen.getByRole('img', { name: 'Study #3' }).tagName).toBe('DIV');
  });
});

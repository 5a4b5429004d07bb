// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NftMedia } from './nft-media';

afterEach(cleanup);

const image = { url: 'https://media.test/study-1.png', thumbnailUrl: null, width: 512, height: 512 };

describe('NftMedia', () => {
  it('shows the placeholder under the NFT name when its picture fails to load', () => {
    render(<NftMedia nft={{ image, animation: null, animationMime: null }} name="Study #1" />);
    const picture = screen.getByRole('img', { name: 'Study #1' });
    expect(picture.tagName).toBe('IMG');
    fireEvent.error(picture);
    expect(screen.getByRole('img', { name: 'Study #1' }).tagName).toBe('DIV');
    expect(document.querySelector('[data-nft-image]')).toBeNull();
  });
});

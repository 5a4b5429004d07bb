// @vitest-environment jsdom
import type { ContestEntry } from '@nft/api-contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { EntryCard, type VoteState } from './entry-card';

const entry: ContestEntry = {
  id: 4,
  contestId: 1,
  nft: {
    chain: 'local1',
    contractAddress: '0xabc',
    tokenId: '9',
    name: 'Heart Nine',
    imageUrl: null,
    image: null,
    url: '/nft-detail/local1/0xabc/9',
  },
  creatorAddress: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
  status: 'accepted',
  votes: 3,
  createdAt: '2026-02-01T00:00:00.000Z',
};

async function renderCard(voteState: VoteState, language: 'en' | 'ja' = 'en', onVote = vi.fn()) {
  await renderWithProviders(<EntryCard entry={entry} voteState={voteState} voting={false} busy={false} onVote={onVote} />, { language });
  return onVote;
}

describe('EntryCard', () => {
  afterEach(cleanup);

  it('shows the NFT, its creator and votes, and votes for it on a click', async () => {
    const onVote = await renderCard('open');
    expect(screen.getByText('Heart Nine')).toBeDefined();
    expect(screen.getByText('0x7099…79c8')).toBeDefined();
    expect(screen.getByText('3 votes')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Vote for Heart Nine' }));
    expect(onVote).toHaveBeenCalledOnce();
  });

  it('disables the button once voted or out of votes, and shows none outside voting', async () => {
    await renderCard('voted');
    expect(screen.getByRole('button', { name: 'Voted' }).hasAttribute('disabled')).toBe(true);
    cleanup();
    await renderCard('spent');
    expect(screen.getByRole('button', { name: 'Vote for Heart Nine' }).hasAttribute('disabled')).toBe(true);
    cleanup();
    await renderCard('hidden');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the picture's thumbnail, and the placeholder when the entry has no picture", async () => {
    await renderCard('open');
    expect(screen.getByRole('img', { name: 'Heart Nine' }).tagName).toBe('DIV');
    cleanup();
    const image = { url: 'https://media.test/heart.png', thumbnailUrl: 'https://media.test/heart.webp', width: 600, height: 600 };
    await renderWithProviders(
      <EntryCard
        entry={{ ...entry, nft: { ...entry.nft, imageUrl: image.url, image } }}
        voteState="open"
        voting={false}
        busy={false}
        onVote={vi.fn()}
      />,
    );
    expect(screen.getByRole('img', { name: 'Heart Nine' }).getAttribute('src')).toBe(image.thumbnailUrl);
  });

  it('speaks Japanese', async () => {
    await renderCard('open', 'ja');
    expect(screen.getByText('3票')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Heart Nineに投票する' })).toBeDefined();
  });
});

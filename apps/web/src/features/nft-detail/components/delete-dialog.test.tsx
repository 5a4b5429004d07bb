// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, sampleNft } from '../testing/render-with-providers';
import { DeleteDialog } from './delete-dialog';

const owner = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const owned = { owner, owners: [{ address: owner, balance: '1' }] };

afterEach(cleanup);

function confirmButton(name = 'Delete'): HTMLButtonElement {
  return screen.getByRole('button', { name }) as HTMLButtonElement;
}

describe('DeleteDialog', () => {
  it('explains that a platform token is burned for good', async () => {
    await renderWithProviders(
      <DeleteDialog nft={sampleNft({ ...owned, isPlatformToken: true })} viewer={owner} opened onClose={() => {}} />,
    );
    expect(screen.getByText(/Deleting it burns it from your wallet/)).toBeTruthy();
    expect(confirmButton().disabled).toBe(false);
  });

  it('explains that a token of another contract is only hidden', async () => {
    await renderWithProviders(
      <DeleteDialog nft={sampleNft({ ...owned, isPlatformToken: false })} viewer={owner} opened onClose={() => {}} />,
    );
    expect(screen.getByText(/hides it from the marketplace/)).toBeTruthy();
  });

  it('refuses a listed or staked NFT before anything is sent', async () => {
    const listed = await renderWithProviders(
      <DeleteDialog nft={sampleNft({ ...owned, inTrade: true })} viewer={owner} opened onClose={() => {}} />,
    );
    expect(screen.getByText('Listed NFTs cannot be deleted. Cancel the listing first.')).toBeTruthy();
    expect(confirmButton().disabled).toBe(true);
    listed.unmount();
    await renderWithProviders(<DeleteDialog nft={sampleNft({ ...owned, staked: true })} viewer={owner} opened onClose={() => {}} />, {
      language: 'ja',
    });
    expect(screen.getByText('ステーキング中のNFTは削除できません。先にステーキングを解除してください。')).toBeTruthy();
    expect(confirmButton('削除する').disabled).toBe(true);
  });
});

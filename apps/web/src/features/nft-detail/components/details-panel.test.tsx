// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, sampleNft } from '../testing/render-with-providers';
import { DetailsPanel } from './details-panel';

const receiver = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const collection = {
  id: 1,
  name: 'Aurora',
  logo: null,
  verified: false,
  royaltyBps: 250,
  royaltyAddress: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
};

afterEach(cleanup);

function royaltyRow(container: HTMLElement) {
  return within(container.querySelector<HTMLElement>('[data-detail="royalty"]')!);
}

describe('DetailsPanel royalty', () => {
  it("shows the token's ERC-2981 royalty and receiver, not the collection's setting", async () => {
    const { container } = await renderWithProviders(
      <DetailsPanel nft={sampleNft({ collection, royalty: { bps: 750, receiver, source: 'chain' } })} />,
    );
    const row = royaltyRow(container);
    expect(row.getByText('7.5%')).toBeTruthy();
    expect(row.queryByText('2.5%')).toBeNull();
    expect(row.getByText('Set on the token (ERC-2981) · 0x7099…79c8')).toBeTruthy();
  });

  it("names the collection's setting when the contract has no ERC-2981", async () => {
    const { container } = await renderWithProviders(
      <DetailsPanel nft={sampleNft({ collection, royalty: { bps: 250, receiver: collection.royaltyAddress, source: 'collection' } })} />,
      { language: 'ja' },
    );
    const row = royaltyRow(container);
    expect(row.getByText('2.5%')).toBeTruthy();
    expect(row.getByText('コレクションの設定 · 0x3c44…93bc')).toBeTruthy();
  });

  it('shows 0% and no source without any royalty', async () => {
    const { container } = await renderWithProviders(
      <DetailsPanel nft={sampleNft({ collection: { ...collection, royaltyBps: 0, royaltyAddress: null } })} />,
    );
    const row = royaltyRow(container);
    expect(row.getByText('0%')).toBeTruthy();
    expect(screen.queryByText(/ERC-2981|Collection setting/)).toBeNull();
  });
});

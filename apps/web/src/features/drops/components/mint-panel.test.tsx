// @vitest-environment jsdom
import type { DropDetail } from '@nft/api-contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { DropPhase } from '../model/drop-phase';
import { MintPanel } from './mint-panel';

afterEach(cleanup);

const buyer = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const drop: DropDetail = {
  id: 3,
  chain: 'local1',
  chainName: 'Local 1',
  chainId: 31337,
  phase: 'allowlist',
  contractAddress: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
  factoryAddress: '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512',
  deployed: true,
  deployTxHash: null,
  collectionId: 9,
  name: 'Morning drop',
  symbol: 'MORN',
  description: null,
  imageUrl: null,
  bannerUrl: null,
  previewImages: [],
  creator: { address: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc', name: null, artistId: null },
  supply: 10,
  minted: 4,
  price: '50000000000000000',
  priceDisplay: '0.05',
  token: { address: '0x0000000000000000000000000000000000000000', symbol: 'ETH', decimals: 18, native: true },
  perWalletLimit: 3,
  startsAt: '2030-01-01T00:00:00.000Z',
  publicStartsAt: '2030-01-01T01:00:00.000Z',
  endsAt: '2030-01-02T00:00:00.000Z',
  hasAllowlist: true,
  allowlistSize: 2,
  merkleRoot: null,
  royaltyBps: 500,
  feeBps: 250,
  artworkKind: 'uploads',
  baseUri: '',
  createdAt: '2029-12-31T00:00:00.000Z',
  chainTime: 1_893_456_000 + 600,
  wallet: { address: buyer, allowlisted: true, minted: 1, mintable: 2 },
};

function show(phase: DropPhase, overrides: Partial<DropDetail> = {}, account: string | undefined = buyer, language: 'en' | 'ja' = 'en') {
  const now = drop.chainTime;
  return renderWithProviders(
    <MintPanel drop={{ ...drop, ...overrides, phase }} phase={phase} now={now} next={now + 3000} account={account} onMinted={() => {}} />,
    { language },
  );
}

const quantity = () => screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;

describe('MintPanel', () => {
  it('in the allowlist phase says the wallet is listed, counts down to the public sale and offers what is left of the limit', async () => {
    const { container } = await show('allowlist');
    expect(screen.getByText('Your wallet is on the allowlist.')).toBeTruthy();
    expect(screen.getByText('You minted 1 of 3.')).toBeTruthy();
    expect(screen.getByText('Public sale in')).toBeTruthy();
    expect(container.querySelector('[data-countdown]')?.textContent).toBe('00:50:00');
    expect(screen.getByText('4 / 10 minted')).toBeTruthy();
    expect(container.querySelector('[data-drop-price]')?.textContent).toBe('0.05 ETH');
    fireEvent.click(screen.getByRole('button', { name: '+' }));
    fireEvent.click(screen.getByRole('button', { name: '+' }));
    // Two is all the wallet has left (limit 3, minted 1): the picker stops there, and the total follows.
    expect(quantity().value).toBe('2');
    expect((screen.getByRole('button', { name: '+' }) as HTMLButtonElement).disabled).toBe(true);
    expect(container.querySelector('[data-mint-total]')?.textContent).toBe('Total: 0.1 ETH');
    expect((screen.getByRole('button', { name: 'Mint' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps a wallet that is not on the allowlist from minting until the public sale', async () => {
    await show('allowlist', { wallet: { address: buyer, allowlisted: false, minted: 0, mintable: 0 } });
    expect(screen.getByText('Your wallet is not on the allowlist: you can mint in the public sale.')).toBeTruthy();
    expect(screen.getByText('Only wallets on the allowlist can mint until the public sale.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Mint' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when the wallet has reached its limit', async () => {
    await show('public', { wallet: { address: buyer, allowlisted: true, minted: 3, mintable: 0 } });
    expect(screen.getByText('This wallet has minted as many as one wallet may.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Mint' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows sold out and ended without a Mint button', async () => {
    const { container } = await show('soldOut', { minted: 10 });
    expect(container.querySelector('[data-drop-phase="soldOut"]')?.textContent).toBe('Sold out');
    expect(screen.getByText('Every token of this drop has been minted.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mint' })).toBeNull();
    cleanup();
    await show('ended');
    expect(screen.getByText('The sale has ended.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mint' })).toBeNull();
  });

  it('asks a visitor without a wallet to connect, in Japanese too', async () => {
    await show('upcoming', { wallet: null }, undefined, 'ja');
    expect(screen.getByText('開始前')).toBeTruthy();
    expect(screen.getByText('ウォレットを接続すると、アローリストに登録されているか確認できます。')).toBeTruthy();
    expect(screen.getByText('販売開始後にミントできます。')).toBeTruthy();
  });

  it('shows a free mint as free', async () => {
    await show('public', { price: '0', priceDisplay: '0' });
    expect(screen.getByText('Free')).toBeTruthy();
  });
});

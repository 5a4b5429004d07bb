// @vitest-environment jsdom
import type { DropDetail } from '@nft/api-contract';
import { buyer, drop } from '../testing/drop-fixture';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { DropPhase } from '../model/drop-phase';
import { MintPanel } from './mint-panel';

afterEach(cleanup);

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

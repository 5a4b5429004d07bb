// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { PublicChain } from '../../../lib/chain-registry/get-chain-registry';
import { CollectionForm } from './collection-form';

const creator = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const usdt = '0x00000000000000000000000000000000000000d7';
const local1 = {
  symbol: 'local1',
  chainName: 'Local Chain A',
  family: 'evm',
  active: true,
  paymentTokens: [
    { symbol: 'ETH', name: 'Ether', decimals: 18, address: '0x0000000000000000000000000000000000000000', native: true },
    { symbol: 'USDT', name: 'Tether USD', decimals: 6, address: usdt, native: false },
  ],
} as unknown as PublicChain;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderForm(language: 'en' | 'ja' = 'en', onSubmit = vi.fn(async () => {})) {
  vi.stubGlobal('fetch', vi.fn());
  const user = userEvent.setup();
  await renderWithProviders(<CollectionForm chains={[local1]} creator={creator} submitting={false} onSubmit={onSubmit} />, { language });
  return { user, onSubmit };
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[data-field="${name}"]`)!;

describe('CollectionForm', () => {
  it('shows every spec message in English and submits nothing', async () => {
    const { user, onSubmit } = await renderForm();
    await user.clear(field('royaltyAddress'));
    await user.clear(field('royalty'));
    await user.type(field('royalty'), '10.5');
    await user.type(field('website'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    // Name and royalty address are both required.
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Royalty should be 0% to 10% with at most two decimals')).toBeTruthy();
    expect(screen.getByText('Invalid website URL')).toBeTruthy();
    expect(screen.getByText('Please check the Terms of Service')).toBeTruthy();
    await user.type(field('name'), 'Owl');
    await user.clear(field('royalty'));
    await user.type(field('royalty'), '2.345');
    await user.type(field('royaltyAddress'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    expect(await screen.findByText('Length should be 4 to 45.', { selector: '.mantine-InputWrapper-error' })).toBeTruthy();
    expect(screen.getByText('Royalty should be 0% to 10% with at most two decimals')).toBeTruthy();
    expect(screen.getByText('Invalid address for this chain')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('speaks Japanese', async () => {
    const { user, onSubmit } = await renderForm('ja');
    await user.click(field('name'));
    await user.paste('x'.repeat(46));
    await user.type(field('website'), 'owls');
    await user.click(screen.getByRole('button', { name: 'コレクションを作成' }));
    expect(await screen.findByText('4〜45文字で入力してください。', { selector: '.mantine-InputWrapper-error' })).toBeTruthy();
    expect(screen.getByText('無効なウェブサイトURLです')).toBeTruthy();
    expect(screen.getByText('利用規約にチェックを入れてください')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a valid form as the API body (native currency as null, royalty in percent)', async () => {
    const { user, onSubmit } = await renderForm();
    await user.type(field('name'), 'Night Owls');
    await user.type(field('description'), 'Owls at night');
    await user.clear(field('royalty'));
    await user.type(field('royalty'), '2.5');
    await user.type(field('website'), 'https://owls.example');
    await user.click(field('termsAccepted'));
    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      chain: 'local1',
      name: 'Night Owls',
      description: 'Owls at night',
      category: null,
      royalty: 2.5,
      royaltyAddress: creator,
      paymentToken: null,
      website: 'https://owls.example',
      termsAccepted: true,
    });
  });

  it("puts the server's field refusals on their fields", async () => {
    const refusal = new ApiError({
      code: 'validation_failed',
      status: 400,
      message: 'Please fill in the form correctly',
      details: {
        issues: [
          { path: '/logoMediaId', message: 'Upload the image again: it is not one of your uploads' },
          { path: '/name', message: 'Length should be 4 to 45.' },
        ],
      },
    });
    const { user } = await renderForm(
      'en',
      vi.fn(async () => Promise.reject(refusal)),
    );
    await user.type(field('name'), 'Night Owls');
    await user.click(field('termsAccepted'));
    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    expect(await screen.findByText('Upload the image again: it is not one of your uploads')).toBeTruthy();
    expect(screen.getByText('Length should be 4 to 45.', { selector: '.mantine-InputWrapper-error' })).toBeTruthy();
  });
});

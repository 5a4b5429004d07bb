// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, sampleNft } from '../testing/render-with-providers';
import { TransferDialog } from './transfer-dialog';

const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const stranger = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';

afterEach(cleanup);

describe('TransferDialog', () => {
  it('tells a non-owner and a visitor without a wallet "You don\'t have this NFT"', async () => {
    const nft = sampleNft({ owner: owner.toLowerCase(), owners: [{ address: owner.toLowerCase(), balance: '1' }] });
    const view = await renderWithProviders(<TransferDialog nft={nft} viewer={stranger} opened onClose={() => {}} />);
    expect(screen.getByText("You don't have this NFT")).toBeTruthy();
    expect(screen.queryByLabelText('Recipient address', { exact: false })).toBeNull();
    view.unmount();
    await renderWithProviders(<TransferDialog nft={nft} viewer={undefined} opened onClose={() => {}} />, { language: 'ja' });
    expect(screen.getByText('このNFTを所有していません')).toBeTruthy();
  });

  it('checks the recipient for the owner (checksum case of the wallet address counts as the owner)', async () => {
    const nft = sampleNft({ owner: owner.toLowerCase(), owners: [{ address: owner.toLowerCase(), balance: '1' }] });
    const user = userEvent.setup();
    await renderWithProviders(<TransferDialog nft={nft} viewer={owner} opened onClose={() => {}} />);
    expect(screen.queryByLabelText('Quantity')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Recipient address', { exact: false }), '0x1234');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Enter a valid address: 0x followed by 40 hexadecimal characters')).toBeTruthy();
    await user.clear(screen.getByLabelText('Recipient address', { exact: false }));
    await user.type(screen.getByLabelText('Recipient address', { exact: false }), owner.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('This is your own address')).toBeTruthy();
  });

  it('asks an ERC-1155 holder for a quantity within their balance', async () => {
    const nft = sampleNft({
      standard: 'ERC-1155',
      supply: '5',
      owners: [
        { address: owner.toLowerCase(), balance: '3' },
        { address: stranger, balance: '2' },
      ],
    });
    const user = userEvent.setup();
    await renderWithProviders(<TransferDialog nft={nft} viewer={owner} opened onClose={() => {}} />);
    expect(screen.getByText('You hold 3')).toBeTruthy();
    await user.type(screen.getByLabelText('Recipient address', { exact: false }), stranger);
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '4');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('The quantity cannot be more than 3')).toBeTruthy();
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '0');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('The quantity must be a positive whole number')).toBeTruthy();
  });
});

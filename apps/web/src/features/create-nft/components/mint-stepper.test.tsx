// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { installDomStandIns } from '../../../testing/render-with-providers';
import type { MintProgress } from '../model/mint-flow';
import { MintStepper } from './mint-stepper';

afterEach(cleanup);

async function show(ui: ReactNode, language: 'en' | 'ja' = 'en') {
  installDomStandIns();
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <MemoryRouter>{ui}</MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('MintStepper', () => {
  it('shows the running step and what it waits for', async () => {
    const progress: MintProgress = { step: 'confirm', status: 'running' };
    const { container } = await show(<MintStepper progress={progress} onRetry={() => {}} onStartOver={() => {}} />);
    expect(container.querySelector('[data-mint-step="confirm"][data-mint-status="running"]')).not.toBeNull();
    expect(screen.getAllByText('Waiting for the transaction').length).toBeGreaterThan(0);
  });

  it('names a failure and retries from the failed step', async () => {
    const onRetry = vi.fn();
    const progress: MintProgress = { step: 'sign', status: 'failed', error: 'You rejected the request in your wallet.' };
    await show(<MintStepper progress={progress} onRetry={onRetry} onStartOver={() => {}} />, 'ja');
    expect(screen.getByText('ミントが中断されました')).toBeTruthy();
    expect(screen.getByText('You rejected the request in your wallet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'このステップから再試行' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('links to the detail page of the minted token when done', async () => {
    const progress: MintProgress = { step: 'index', status: 'done', token: { chain: 'local2', contractAddress: '0xabc', tokenId: '7' } };
    await show(<MintStepper progress={progress} onRetry={() => {}} onStartOver={() => {}} />);
    expect(screen.getByRole('link', { name: 'View your NFT' }).getAttribute('href')).toBe('/nft-detail/local2/0xabc/7');
  });
});

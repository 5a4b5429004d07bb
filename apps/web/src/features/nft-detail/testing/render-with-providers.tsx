import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { i18n } from '../../../i18n/i18n';
import type { NftDetail } from '../api/nft-detail-schemas';

// jsdom lacks the layout APIs Mantine reads; these stand-ins answer "nothing matches, no size".
export function installDomStandIns(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
}

/** A component as the app renders it: translations (the app's instance), Mantine, toasts, cache, router. */
export async function renderWithProviders(ui: ReactNode, { language = 'en' }: { language?: 'en' | 'ja' } = {}) {
  installDomStandIns();
  await i18n.changeLanguage(language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>{ui}</MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

/** A detail answer with every field, for component tests. */
export function sampleNft(values: Partial<NftDetail> = {}): NftDetail {
  return {
    chain: 'local1', chainName: 'Local Chain A', contractAddress: '0x5fbdb2315678afecb367f032d93f642f64180aa3', tokenId: '1',
    standard: 'ERC-721', name: 'Aurora #1', description: 'Gradient', image: null, animation: null, animationMime: null,
    externalUrl: null, tokenUri: null, metadata: null, frozen: false, royalty: { bps: 0, receiver: null, source: 'none' }, collection: null, creator: null, owner: null, ownerCount: 0, owners: [],
    supply: '1', attributes: [], mint: null, bestListing: null, bestOffer: null, lastSale: null, favoriteCount: 0, favorited: false,
    isPlatformToken: true, inTrade: false, staked: false, hasUnlockable: false,
    explorer: { contract: null, token: null, owner: null, creator: null }, createdAt: '2026-01-01T00:00:00.000Z',
    ...values,
  };
}

// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetChainRegistry } from '../../../lib/chain-registry/get-chain-registry';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { walletSession } from '../../wallet';
import { BatchMigrationPage } from './batch-migration-page';
import { jsonResponse } from '../../../testing/api-response';

const applicant = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const contract = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const chain = { symbol: 'local1', chainName: 'Local Chain A', family: 'evm', active: true };
const check = {
  chain: 'local1',
  contractAddress: contract,
  facts: { standard: 'ERC-721', name: 'Old Tiles', symbol: 'TILE', owner: applicant, totalSupply: '4', deployer: null, deploymentBlock: 3 },
  control: 'owner',
  ownerIsYou: true,
  deployerIsYou: false,
  controlMessage: 'unused',
  maxTokens: 10_000,
};

// Each wait covers a stubbed request (and the address's debounce): a busy machine's time, not the default second.
const answered = { timeout: 10_000 };

/** The API: the first request is refused (a duplicate), the second accepted. */
function stubApi() {
  const posts: { path: string; body: Record<string, unknown> }[] = [];
  let requests = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://app.test');
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        posts.push({ path: url.pathname, body });
        if (url.pathname === '/v1/collections') return jsonResponse(200, { code: 200, data: { id: 41, name: body.name, chain: 'local1' } });
        requests += 1;
        if (requests === 1)
          return jsonResponse(409, {
            code: 409,
            error: 'migration_duplicate',
            message: 'An open request already imports this contract into this collection',
          });
        return jsonResponse(201, {
          code: 201,
          data: { id: 5, tokenCount: 3, collection: { id: 41, name: 'Migrated Tiles' }, status: 'pending' },
        });
      }
      if (url.pathname === '/v1/chains') return jsonResponse(200, { code: 200, data: { chains: [chain], wallets: [] } });
      if (url.pathname === '/v1/batch-migrations/check') return jsonResponse(200, { code: 200, data: check });
      return jsonResponse(200, { code: 200, data: { items: [], nextCursor: null } });
    }),
  );
  return posts;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetChainRegistry();
  walletSession.disconnect();
});

describe('the batch migration form', () => {
  it("shows the server's check, makes the new collection once across a refused and a retried request, and says the review time", async () => {
    const posts = stubApi();
    walletSession.connect({ chain: 'local1', wallet: 'metamask', address: applicant, chainId: '0x7a69' });
    walletSession.authenticate('applicant-token');
    await renderWithProviders(<BatchMigrationPage collectionId={undefined} />);
    const user = userEvent.setup();

    // Pasted, not typed key by key: each key re-renders the whole form, slow in jsdom on a busy machine.
    const fill = async (name: string, text: string) => {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(text);
    };
    await screen.findByRole('textbox', { name: 'Contract address' }, answered);
    await fill('Contract address', contract);
    await screen.findByText("Control proof found: the contract's owner() is your address.", undefined, answered);
    expect(screen.getByText('ERC-721')).toBeTruthy();
    await user.click(screen.getByText('A new collection'));
    await fill('Name of the new collection', 'Migrated Tiles');
    await fill('From token ID', '1');
    await fill('To token ID', '3');
    await fill('Contact', 'tiles@creator.example');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await screen.findByText('An open request already imports this contract into this collection', undefined, answered);

    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await screen.findByText(
      'Migration is reviewed in 3-5 working days. The import starts after approval; follow its progress on your account page.',
      undefined,
      answered,
    );
    expect(screen.getByText('3 tokens into Migrated Tiles')).toBeTruthy();

    const sent = {
      chain: 'local1',
      contractAddress: contract,
      collectionId: 41,
      contact: 'tiles@creator.example',
      proof: { kind: 'owner' },
      tokenIdType: 'consecutive',
      rangeStart: '1',
      rangeEnd: '3',
    };
    await waitFor(
      () =>
        expect(posts).toEqual([
          {
            path: '/v1/collections',
            body: { chain: 'local1', name: 'Migrated Tiles', royalty: 0, royaltyAddress: applicant, termsAccepted: true },
          },
          { path: '/v1/batch-migrations', body: sent },
          { path: '/v1/batch-migrations', body: sent },
        ]),
      answered,
    );
  });
});

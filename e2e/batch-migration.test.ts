// Browser test of batch migration (issue 16 items 1, 2, 9; docs/product.md "Batch migration"): a creator who deployed
// an ERC-721 of their own (no owner(): the deployer's signature is the control proof) applies from the form, is told
// the range limit, signs the control message in the wallet and reads "reviewed in 3-5 working days"; the operator
// opens the request in the console (the contract's facts read from the chain), approves it and watches the import
// finish; the applicant sees the request done on their account page (also in Japanese), and the collection holds the
// requested tokens but not the one outside the range.
import { parseAbi, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { loadArtifacts, marketplaceErc721Abi } from '@nft/contracts';
import { testAccounts } from '@nft/devnet';
import { browserSuite } from './harness/browser-suite';
import { eventually } from './harness/eventually';
import { openSignedIn } from './harness/signed-in-tab';
import { pngFile } from './harness/test-images';
import { chainClients, type TradingChainInfo } from './harness/trading-fixtures';

const suite = browserSuite({ seedDemoData: false });
// No ADMIN_ADDRESSES: the embedded default makes anvil test account 0 the operator (docs/decisions/036).
const operator = testAccounts[0]!;
const creator = testAccounts[6]!;
const loading = { timeout: 20_000 };
// The import reads the contract's history, then each token's metadata: allow it a while on a busy machine.
const importing = { timeout: 90_000, interval: 250 };
// Deploying, applying, reviewing and importing take longer than the default minute on a busy machine.
const wholeFlow = 240_000;

const metadataUri = (name: string, image: string) =>
  `data:application/json;base64,${Buffer.from(JSON.stringify({ name, image, description: 'Minted before the marketplace knew it' })).toString('base64')}`;

/** The creator's own contract, unknown to the marketplace: a fresh MarketplaceERC721 with tokens 1-4 minted to them. */
async function deployOwnContract(chain: TradingChainInfo, key: Hex): Promise<Address> {
  const { MarketplaceERC721 } = await loadArtifacts();
  const { client, wallet } = chainClients(chain, privateKeyToAccount(key));
  const deployed = await client.waitForTransactionReceipt({
    hash: await wallet!.deployContract({
      abi: marketplaceErc721Abi,
      bytecode: MarketplaceERC721.bytecode as Hex,
      args: ['Old Tiles', 'TILE'],
    }),
  });
  const address = deployed.contractAddress!;
  const image = `data:image/png;base64,${(await pngFile('tile.png', 8, '#c2410c')).buffer.toString('base64')}`;
  for (let id = 1; id <= 4; id++) {
    const hash = await wallet!.writeContract({
      address,
      abi: marketplaceErc721Abi,
      functionName: 'mint',
      args: [wallet!.account.address, metadataUri(`Old Tile ${id}`, image), wallet!.account.address, 0n],
    });
    await client.waitForTransactionReceipt({ hash });
  }
  // The marketplace learns of it only through the migration: no owner(), so the deployer's signature proves control.
  const owner = await client
    .readContract({ address, abi: parseAbi(['function owner() view returns (address)']), functionName: 'owner' })
    .catch(() => null);
  expect(owner).toBeNull();
  return address;
}

describe('batch migration in the browser', () => {
  it(
    'applies with the deployer signature, is approved in the console, imports tokens 1-3 and leaves token 4 out',
    async () => {
      const local1 = suite.chain('local1') as unknown as TradingChainInfo;
      const contract = await deployOwnContract(local1, creator.privateKey);

      // The applicant fills the form; the server's check shows the standard and the proof it found.
      const applicant = await openSignedIn(suite, 'local1', creator.privateKey, '/batch-migration');
      const form = applicant.page.locator('[data-migration-form]');
      await form.locator('input[data-field="contractAddress"]').fill(contract);
      await form.locator('[data-contract-check="done"][data-control="deployer"]').waitFor(loading);
      await form.locator('[data-detected-standard]').getByText('ERC-721').waitFor();
      await form.getByText('Old Tiles').first().waitFor();
      await form.getByText('A new collection').click();
      await form.locator('input[data-field="newCollectionName"]').fill('Migrated Tiles');
      await form.locator('input[data-field="rangeStart"]').fill('1');
      await form.locator('input[data-field="rangeEnd"]').fill('10001');
      await form.locator('input[data-field="contact"]').fill('tiles@creator.example');
      await form.locator('input[data-field="termsAccepted"]').check();
      await form.locator('[data-submit]').click();
      // Over the limit: said plainly at the field, nothing sent.
      await form.getByText('This range holds 10001 tokens; a request covers at most 10000').waitFor();
      await form.locator('input[data-field="rangeEnd"]').fill('3');
      await form.locator('[data-submit]').click();
      const submitted = applicant.page.locator('[data-migration-submitted]');
      await submitted.waitFor(loading);
      await submitted.getByText('Migration is reviewed in 3-5 working days.', { exact: false }).waitFor();
      const requestId = await submitted.getAttribute('data-migration-submitted');

      // The operator reviews it with the facts read from the chain, and approves.
      const review = await openSignedIn(suite, 'local1', operator.privateKey, '/admin/migrations');
      const card = review.page.locator(`[data-admin-migration-id="${requestId}"]`);
      await card.waitFor(loading);
      await card.locator('[data-open-migration]').click();
      const detail = review.page.locator(`[data-migration-detail="${requestId}"]`);
      await detail.waitFor(loading);
      await expect.poll(() => detail.locator('[data-fact="standard"] [data-live]').innerText(), eventually).toBe('ERC-721');
      await expect.poll(() => detail.locator('[data-fact="symbol"] [data-live]').innerText(), eventually).toBe('TILE');
      const sample = detail.locator('[data-sample="1"]');
      await sample.getByText('Old Tile 1').waitFor(loading);
      // The sample's image was fetched by the server and is shown from the media origin (the page's CSP allows no other).
      await expect.poll(() => sample.locator('img').getAttribute('src'), eventually).toMatch(new RegExp(`^${suite.server.mediaUrl}/`));
      await detail.locator('[data-review="approve"]').click();
      const dialog = review.page.getByRole('dialog', { name: 'Approve the migration' });
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Welcome aboard');
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await dialog.waitFor({ state: 'detached', ...loading });
      // The import runs after approval; the console follows it to the end.
      await expect.poll(() => detail.locator('[data-migration-status]').getAttribute('data-migration-status'), importing).toBe('done');
      await expect.poll(() => detail.locator('[data-migration-progress]').getAttribute('data-imported'), eventually).toBe('3');

      // The applicant's account page: done, 3 of 3, with the operator's words; then the collection holds tokens 1-3 only.
      const { page } = applicant;
      await page.goto(`${suite.server.url}/account/${creator.address}/collections`);
      const mine = page.locator(`[data-migration-id="${requestId}"]`);
      await mine.locator('[data-migration-status="done"]').waitFor(loading);
      await mine.getByText('3 of 3 imported').waitFor();
      await mine.locator('[data-review-reason]').getByText('Welcome aboard').waitFor();
      await mine.getByRole('link', { name: 'Migrated Tiles' }).click();
      const names = page.locator('[data-nft-card] [data-nft-name]');
      await expect.poll(async () => (await names.allInnerTexts()).sort(), importing).toEqual(['Old Tile 1', 'Old Tile 2', 'Old Tile 3']);

      await page.evaluate(`globalThis.sessionStorage.setItem('lang', 'ja')`);
      await page.goto(`${suite.server.url}/account/${creator.address}/collections`);
      await page.locator(`[data-migration-id="${requestId}"]`).getByText('取り込み完了').waitFor(loading);
      await page.getByText('3件中3件を取り込み済み').waitFor();
      expect(applicant.errors).toEqual([]);
      expect(review.errors).toEqual([]);
    },
    wholeFlow,
  );
});

import type { Page } from 'playwright-core';

// What a user does with the wallet UI, shared by every browser test that needs a signed-in wallet.

export function accountMenuButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: 'Account menu' });
}

/** Opens the connect dialog (from the connect button, or "switch" in the account menu). */
export async function openConnectDialog(page: Page) {
  const header = page.getByRole('banner');
  const connect = header.getByRole('button', { name: 'Connect wallet' });
  // The header may still be rendering: wait for one of the two before choosing.
  await connect.or(accountMenuButton(page)).first().waitFor();
  if (await connect.isVisible()) {
    await connect.click();
  } else {
    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Switch chain or wallet' }).click();
  }
  return page.getByRole('dialog', { name: 'Connect wallet' });
}

/** Connects `walletName` on the chain named `chainName` and waits for the account menu. */
export async function connectWallet(page: Page, chainName: string, walletName = 'MetaMask') {
  const dialog = await openConnectDialog(page);
  await dialog.getByRole('button', { name: chainName, exact: true }).click();
  await dialog.getByRole('button', { name: new RegExp(`^${walletName}`) }).click();
  await dialog.waitFor({ state: 'hidden' });
  await accountMenuButton(page).waitFor();
}

/** Runs the sign-in flow from the account menu and waits for the token in session storage. */
export async function signIn(page: Page) {
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign in' }).click();
  await page.waitForFunction(() => globalThis.sessionStorage.getItem('token') !== null);
}

export async function sessionSnapshot(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() => {
    const keys = ['account', 'chain', 'wallet', 'chainId', 'token'];
    return Object.fromEntries(keys.map((key) => [key, globalThis.sessionStorage.getItem(key)]));
  });
}

// The session storage key names (spec section 9), without the storage access, so code outside the web app (the browser
// tests' harness, e2e/harness/api-session.ts) writes the same names the app reads.

export const sessionKeys = {
  language: 'lang',
  token: 'token',
  account: 'account',
  chainSymbol: 'chain',
  walletSymbol: 'wallet',
  chainId: 'chainId',
} as const;

export type SessionKey = (typeof sessionKeys)[keyof typeof sessionKeys];

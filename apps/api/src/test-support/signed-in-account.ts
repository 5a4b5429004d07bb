import { insertAccount, testAddress } from '@nft/db/testing';
import { sessions, type Database } from '@nft/db';
import { hashSessionToken, newSessionToken } from '../modules/auth/session-token';

export type SignedInAccount = { accountId: number; address: string; token: string; headers: { token: string } };

/**
 * An account with a live session, written straight to the database (the sign-in flow has its own
 * tests), so authorisation tests can act as several users without signing messages.
 */
export async function signedInAccount(db: Database, address: string = testAddress()): Promise<SignedInAccount> {
  const account = await insertAccount(db, { address });
  const token = newSessionToken();
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    accountId: account.id,
    chain: 'local1',
    wallet: 'metamask',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return { accountId: account.id, address: account.address, token, headers: { token } };
}

import { ensureAuthenticated, walletSession } from '../../wallet';

/**
 * Who buys: the signed-in wallet (the fill routes authorise the fill for the session's address).
 * Without one the sign-in runner asks for it and says why; the purchase then stops quietly.
 */
export async function signedInBuyer(): Promise<string> {
  if (!(await ensureAuthenticated())) throw new Error('');
  const session = walletSession.get();
  if (session.status === 'disconnected') throw new Error('');
  return session.address;
}

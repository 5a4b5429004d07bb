import { i18n } from '../../../i18n/i18n';
import { ensureAuthenticated, walletSession } from '../../wallet';

/**
 * Who buys: the signed-in wallet (the fill routes authorise the fill for the session's address).
 * Without one the sign-in runner asks for it, and the purchase stops with the spec's "Please connect wallet".
 */
export async function signedInBuyer(): Promise<string> {
  const refused = () => new Error(i18n.t('errors.please_connect_wallet'));
  if (!(await ensureAuthenticated())) throw refused();
  const session = walletSession.get();
  if (session.status === 'disconnected') throw refused();
  return session.address;
}

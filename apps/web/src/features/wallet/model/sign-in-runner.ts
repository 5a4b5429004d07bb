import { toast } from '../../../components/ui/toast';
import { i18n } from '../../../i18n/i18n';
import { isApiError } from '../../../lib/api-error';
import { walletSession } from './wallet-session';

let running: Promise<boolean> | undefined;

/**
 * Runs the sign-in flow once at a time: a 401 hook and a route guard asking together share one
 * wallet prompt. The flow itself (with wagmi) loads on first use.
 */
export function startSignIn(): Promise<boolean> {
  if (walletSession.get().status === 'disconnected') {
    // docs/product.md (spec section 8): signing in while not connected warns and fails.
    toast.warning({ id: 'please-connect-wallet', message: i18n.t('errors.please_connect_wallet') });
    return Promise.resolve(false);
  }
  running ??= import('./wallet-controller')
    .then((controller) => controller.signIn())
    .finally(() => {
      running = undefined;
    });
  return running;
}

/**
 * Whether the stored token still works. Only a 401 counts as no (the API hook has then announced
 * it); any other failure lets the screen load and report its own errors.
 */
async function tokenStillValid(): Promise<boolean> {
  const { fetchMe } = await import('../api/login-api');
  try {
    await fetchMe();
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return false;
    console.warn('the session could not be checked', error);
    return true;
  }
}

let checking: Promise<boolean> | undefined;

/**
 * docs/product.md (spec section 5): a connected wallet first, then a valid sign-in (running the flow when needed).
 * Concurrent callers share one check (the router may run a guarded loader twice on a first load).
 */
export function ensureAuthenticated(): Promise<boolean> {
  checking ??= checkAuthentication().finally(() => {
    checking = undefined;
  });
  return checking;
}

async function checkAuthentication(): Promise<boolean> {
  const session = walletSession.get();
  if (session.status === 'disconnected') {
    toast.warning({ id: 'please-connect-wallet', message: i18n.t('errors.please_connect_wallet') });
    return false;
  }
  if (session.status === 'authenticated' && (await tokenStillValid())) return true;
  return startSignIn();
}

/** After a reload: re-attach the stored wallet (and its account listener) in the background. */
export function restoreWalletInBackground(): void {
  if (walletSession.get().status === 'disconnected') return;
  import('./wallet-controller')
    .then((controller) => controller.restoreWallet())
    .catch((error: unknown) => console.warn('the stored wallet could not be restored', error));
}

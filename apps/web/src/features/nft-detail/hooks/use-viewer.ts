import { useWalletSession } from '../../wallet';

export type Viewer = { address: string | undefined; signedIn: boolean };

/** Who looks at the page: the connected address (if any) and whether it is signed in. */
export function useViewer(): Viewer {
  const session = useWalletSession();
  if (session.status === 'disconnected') return { address: undefined, signedIn: false };
  return { address: session.address, signedIn: session.status === 'authenticated' };
}

import { useWalletSession } from '../../wallet';

export type ConnectedAccount = {
  /** The connected wallet address, or undefined when no wallet is connected. */
  address: string | undefined;
};

/** The account the UI acts for: the wallet session's address, signed in or not. */
export function useConnectedAccount(): ConnectedAccount {
  const session = useWalletSession();
  return { address: session.status === 'disconnected' ? undefined : session.address };
}

export type ConnectedAccount = {
  /** The connected wallet address, or undefined when no wallet is connected. */
  address: string | undefined;
};

/**
 * The account the UI acts for. Wallet connection is a later piece of work: until it lands nobody
 * is connected, and the wallet session will back this hook without its callers changing.
 */
export function useConnectedAccount(): ConnectedAccount {
  return { address: undefined };
}

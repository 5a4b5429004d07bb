import { chainConfigFromEnv, createChainRegistry } from '@nft/chains';

/** The real registry of the local chains with the devnet's 6-decimal TUSD registered on local1 (as `startDevnet` does). */
export function localRegistry() {
  const chains = createChainRegistry(chainConfigFromEnv({ LOCAL_CHAINS: 'true' }))
    .toPublic()
    .map((chain) =>
      chain.symbol === 'local1'
        ? {
            ...chain,
            paymentTokens: [
              ...chain.paymentTokens,
              { name: 'Test USD', symbol: 'TUSD', decimals: 6, address: '0xb940af197fd7a23d97af8f1e96d86cea60ff657f', native: false },
            ],
          }
        : chain,
    );
  return { chains, wallets: [] };
}

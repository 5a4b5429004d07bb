import type { PublicChain } from './get-chain-registry';

/**
 * A transaction's page on its chain's block explorer: Etherscan and its forks share `/tx/<hash>`, NULScan has its
 * own (as the API's explorer links for a token, apps/api/src/modules/nfts/explorer-links.ts). Null for a chain
 * without an explorer (the local ones), so no dead link is drawn.
 */
export function explorerTxUrl(chain: Pick<PublicChain, 'blockExplorerUrl' | 'family'> | undefined, hash: string): string | null {
  const base = chain?.blockExplorerUrl?.replace(/\/+$/, '') ?? '';
  if (base === '') return null;
  return chain?.family === 'nuls' ? `${base}/transaction/info?hash=${encodeURIComponent(hash)}` : `${base}/tx/${hash}`;
}

import type { ChainDefinition } from '@nft/chains';

export type ExplorerLinks = { contract: string | null; token: string | null; owner: string | null; creator: string | null };

/**
 * Block explorer pages for a token. EVM explorers (Etherscan and its forks) share one URL scheme;
 * NULScan has its own. Chains without an explorer (the local ones) give nulls, never a dead link.
 */
export function explorerLinks(
  chain: ChainDefinition,
  token: { contractAddress: string; tokenId: string },
  owner: string | null,
  creator: string | null,
): ExplorerLinks {
  const base = chain.blockExplorerUrl.replace(/\/+$/, '');
  if (base === '') return { contract: null, token: null, owner: null, creator: null };
  const address = (value: string) =>
    chain.family === 'nuls' ? `${base}/address/info?address=${encodeURIComponent(value)}` : `${base}/address/${value}`;
  const tokenPage =
    chain.family === 'nuls'
      ? `${base}/contracts/info?contractAddress=${encodeURIComponent(token.contractAddress)}&tokenId=${token.tokenId}`
      : `${base}/token/${token.contractAddress}?a=${token.tokenId}`;
  return {
    contract: address(token.contractAddress),
    token: tokenPage,
    owner: owner === null ? null : address(owner),
    creator: creator === null ? null : address(creator),
  };
}

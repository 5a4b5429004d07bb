import { parseEventLogs, type Log } from 'viem';
import { marketplaceErc1155Abi as platformErc1155MintAbi, marketplaceErc721Abi as platformErc721MintAbi } from '@nft/contracts/abi';

/**
 * The token id the chain gave the mint, from the platform contract's `Minted` log in the receipt
 * (only logs of `contractAddress` count, so another contract's event cannot pose as ours).
 */
export function mintedTokenId(logs: Log[], standard: 'ERC-721' | 'ERC-1155', contractAddress: string): string | undefined {
  const own = logs.filter((log) => log.address.toLowerCase() === contractAddress.toLowerCase());
  const abi = standard === 'ERC-721' ? platformErc721MintAbi : platformErc1155MintAbi;
  const [minted] = parseEventLogs({ abi, eventName: 'Minted', logs: own });
  return minted?.args.tokenId.toString();
}

import { parseAbi } from 'viem';

// Only the functions this page calls: standard transfers, and burn on the platform contracts.
export const erc721TransferAbi = parseAbi(['function safeTransferFrom(address from, address to, uint256 tokenId)']);
export const erc1155TransferAbi = parseAbi(['function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)']);
export const platformErc721BurnAbi = parseAbi(['function burn(uint256 tokenId)']);
export const platformErc1155BurnAbi = parseAbi(['function burn(uint256 tokenId, uint256 amount)']);

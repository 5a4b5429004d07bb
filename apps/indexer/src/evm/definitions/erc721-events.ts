import { parseAbiItem } from 'viem';

/** ERC-721 `Transfer`. ERC-20 shares the signature (with a non-indexed value), so logs are only read from followed NFT contracts. */
export const erc721TransferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)');

/** Per-token approval: defined for completeness, not followed (see decision 011). */
export const erc721ApprovalEvent = parseAbiItem('event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId)');

/** Shared by ERC-721 and ERC-1155. */
export const approvalForAllEvent = parseAbiItem('event ApprovalForAll(address indexed owner, address indexed operator, bool approved)');

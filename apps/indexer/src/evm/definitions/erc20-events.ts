import { parseAbiItem } from 'viem';

/**
 * ERC-20 events of the payment tokens that open offers and bids pay in (docs/decisions/011-indexer.md,
 * addendum): read from those tokens only, for the makers of open offers and bids, in their own
 * `eth_getLogs` requests. `Transfer` shares its topic with ERC-721's, which is why they never go
 * through the NFT filter.
 */
export const erc20TransferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
export const erc20ApprovalEvent = parseAbiItem('event Approval(address indexed owner, address indexed spender, uint256 value)');

import { getAbiItem } from 'viem';
import { marketplaceErc1155Abi, marketplaceErc721Abi } from '@nft/contracts';

/** The platform ERC-721's `Minted`: the creator and the immutable token URI, emitted after the Transfer. */
export const erc721MintedEvent = getAbiItem({ abi: marketplaceErc721Abi, name: 'Minted' });

/** The platform ERC-1155's `Minted`, which also carries the amount (supply fixed at mint). */
export const erc1155MintedEvent = getAbiItem({ abi: marketplaceErc1155Abi, name: 'Minted' });

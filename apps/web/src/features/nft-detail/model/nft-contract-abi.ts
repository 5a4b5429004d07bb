// Transfers use the standard ABIs viem ships; burning is on the platform contracts, whose ABIs are
// the compiler's own (@nft/contracts/abi), never a hand-typed copy.
export { erc721Abi as erc721TransferAbi, erc1155Abi as erc1155TransferAbi } from 'viem';
export { marketplaceErc721Abi as platformErc721BurnAbi, marketplaceErc1155Abi as platformErc1155BurnAbi } from '@nft/contracts/abi';

// The generated ABIs, alone: plain data with no Node imports, so the web bundle can import them
// (`@nft/contracts/abi`) and every side calls the contracts with the ABI the compiler produced.
export { conduitControllerAbi } from './conduit-controller-abi';
export { dropErc721Abi } from './drop-erc721-abi';
export { dropFactoryAbi } from './drop-factory-abi';
export { marketplaceErc1155Abi } from './marketplace-erc1155-abi';
export { marketplaceErc721Abi } from './marketplace-erc721-abi';
export { marketplaceZoneAbi } from './marketplace-zone-abi';
export { mock1271WalletAbi } from './mock1271-wallet-abi';
export { nftStakingAbi } from './nft-staking-abi';
export { plainErc721Abi } from './plain-erc721-abi';
export { seaportAbi } from './seaport-abi';
export { stableTestTokenAbi } from './stable-test-token-abi';
export { thirdPartyErc721Abi } from './third-party-erc721-abi';
export { wrappedNativeAbi } from './wrapped-native-abi';

import type { Abi, Address } from 'viem';
import type { NftDraft } from '../api/create-nft-schemas';
import { marketplaceErc1155Abi as platformErc1155MintAbi, marketplaceErc721Abi as platformErc721MintAbi } from '@nft/contracts/abi';

/** The wallet call of a draft: the API's argument strings typed for the contract's ABI. */
export function mintRequest(draft: NftDraft): { chain: string; to: Address; abi: Abi; functionName: 'mint'; args: readonly unknown[] } {
  const { standard, contractAddress, args } = draft.mint;
  const typed =
    standard === 'ERC-721'
      ? [args[0] as Address, args[1]!, args[2] as Address, BigInt(args[3]!)]
      : [args[0] as Address, BigInt(args[1]!), args[2]!, args[3] as Address, BigInt(args[4]!)];
  return {
    chain: draft.chain,
    to: contractAddress as Address,
    abi: standard === 'ERC-721' ? platformErc721MintAbi : platformErc1155MintAbi,
    functionName: 'mint',
    args: typed,
  };
}

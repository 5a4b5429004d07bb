import { formatAbiItem } from 'abitype';
import { getAbiItem } from 'viem';
import { marketplaceErc1155Abi, marketplaceErc721Abi } from '@nft/contracts/abi';
import type { NftDraft } from '@nft/api-contract';

const zeroAddress = '0x0000000000000000000000000000000000000000';

export type MintCallInput = {
  standard: 'ERC-721' | 'ERC-1155';
  contractAddress: string;
  to: string;
  copies: number;
  tokenUri: string;
  royalty: { bps: number; receiver: string | null };
};

// The platform contracts' mint functions as the compiler wrote them (the generated ABIs), in
// human-readable form for clients that build the call themselves.
const signatures = {
  'ERC-721': formatAbiItem(getAbiItem({ abi: marketplaceErc721Abi, name: 'mint' })),
  'ERC-1155': formatAbiItem(getAbiItem({ abi: marketplaceErc1155Abi, name: 'mint' })),
} as const;

/** The mint call a draft asks the wallet to send; a royalty without a receiver is no royalty. */
export function mintCall({ standard, contractAddress, to, copies, tokenUri, royalty }: MintCallInput): NftDraft['mint'] {
  const receiver = royalty.bps > 0 && royalty.receiver ? royalty.receiver : zeroAddress;
  const bps = receiver === zeroAddress ? 0 : royalty.bps;
  const args = standard === 'ERC-721' ? [to, tokenUri, receiver, String(bps)] : [to, String(copies), tokenUri, receiver, String(bps)];
  return {
    standard,
    contractAddress,
    functionName: 'mint',
    signature: signatures[standard],
    args,
    royaltyReceiver: receiver,
    royaltyBps: bps,
  };
}

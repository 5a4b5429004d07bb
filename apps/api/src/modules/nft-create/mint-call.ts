import type { NftDraft } from './nft-draft.schemas';

const zeroAddress = '0x0000000000000000000000000000000000000000';

export type MintCallInput = {
  standard: 'ERC-721' | 'ERC-1155';
  contractAddress: string;
  to: string;
  copies: number;
  tokenUri: string;
  royalty: { bps: number; receiver: string | null };
};

// The platform contracts' mint functions (packages/contracts), as the wallet will call them.
const signatures = {
  'ERC-721': 'function mint(address to, string uri, address royaltyReceiver, uint96 royaltyBps) returns (uint256)',
  'ERC-1155': 'function mint(address to, uint256 amount, string uri, address royaltyReceiver, uint96 royaltyBps) returns (uint256)',
} as const;

/** The mint call a draft asks the wallet to send; a royalty without a receiver is no royalty. */
export function mintCall({ standard, contractAddress, to, copies, tokenUri, royalty }: MintCallInput): NftDraft['mint'] {
  const receiver = royalty.bps > 0 && royalty.receiver ? royalty.receiver : zeroAddress;
  const bps = receiver === zeroAddress ? 0 : royalty.bps;
  const args = standard === 'ERC-721' ? [to, tokenUri, receiver, String(bps)] : [to, String(copies), tokenUri, receiver, String(bps)];
  return { standard, contractAddress, functionName: 'mint', signature: signatures[standard], args, royaltyReceiver: receiver, royaltyBps: bps };
}

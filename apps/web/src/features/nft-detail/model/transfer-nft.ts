import type { Address } from 'viem';
import type { NftDetail } from '../api/nft-detail-schemas';
import { erc1155TransferAbi, erc721TransferAbi } from './nft-contract-abi';

export type TransferInput = {
  nft: Pick<NftDetail, 'chain' | 'contractAddress' | 'tokenId' | 'standard'>;
  from: string;
  to: string;
  quantity: bigint;
};

/**
 * Sends safeTransferFrom from the connected wallet and waits for it to be mined. The wallet module
 * loads on first use, so wagmi stays out of the page's first load.
 */
export async function transferNft({ nft, from, to, quantity }: TransferInput): Promise<{ hash: string }> {
  const { sendWalletTransaction, waitForWalletReceipt } = await import('../../wallet/contract-write');
  const tokenId = BigInt(nft.tokenId);
  const call =
    nft.standard === 'ERC-1155'
      ? {
          abi: erc1155TransferAbi,
          functionName: 'safeTransferFrom',
          args: [from as Address, to as Address, tokenId, quantity, '0x'] as const,
        }
      : { abi: erc721TransferAbi, functionName: 'safeTransferFrom', args: [from as Address, to as Address, tokenId] as const };
  const { hash } = await sendWalletTransaction({ chain: nft.chain, to: nft.contractAddress as Address, ...call });
  await waitForWalletReceipt({ chain: nft.chain, hash });
  return { hash };
}

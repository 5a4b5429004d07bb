import type { Address } from 'viem';
import type { NftDetail } from '../api/nft-detail-schemas';
import { platformErc1155BurnAbi, platformErc721BurnAbi } from './nft-contract-abi';

/** Burns the caller's copies of a platform-contract token from the wallet and waits for the block. */
export async function burnNft(
  nft: Pick<NftDetail, 'chain' | 'contractAddress' | 'tokenId' | 'standard'>,
  quantity: bigint,
): Promise<{ hash: string }> {
  const { sendWalletTransaction, waitForWalletReceipt } = await import('../../wallet/contract-write');
  const tokenId = BigInt(nft.tokenId);
  const call =
    nft.standard === 'ERC-1155'
      ? { abi: platformErc1155BurnAbi, functionName: 'burn', args: [tokenId, quantity] as const }
      : { abi: platformErc721BurnAbi, functionName: 'burn', args: [tokenId] as const };
  const { hash } = await sendWalletTransaction({ chain: nft.chain, to: nft.contractAddress as Address, ...call });
  await waitForWalletReceipt({ chain: nft.chain, hash });
  return { hash };
}

import { useParams } from 'react-router';
import { NftDetailPage } from '../../features/nft-detail/components/nft-detail-page';

export function Component() {
  const { chain = '', contractAddress = '', tokenId = '' } = useParams();
  // A new token is a new page: keyed so no state (open dialogs, revealed content) carries over.
  return <NftDetailPage key={`${chain}/${contractAddress}/${tokenId}`} nftKey={{ chain, contractAddress, tokenId }} />;
}

import { useParams } from 'react-router';
import { SellPage } from '../../features/sell/components/sell-page';

export function Component() {
  const { chain = '', contractAddress = '', tokenId = '' } = useParams();
  // Another token is another listing: no form state carries over.
  return <SellPage key={`${chain}/${contractAddress}/${tokenId}`} nftKey={{ chain, contractAddress, tokenId }} />;
}

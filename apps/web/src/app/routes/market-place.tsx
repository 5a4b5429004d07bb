import { NftExplorePage } from '../../features/explore/components/nft-explore-page';

export function Component() {
  return <NftExplorePage />;
}

import { beforeAll, describe, expect, it } from 'vitest';
import type { Artifacts } from '../artifacts/artifacts';
import { loadArtifacts } from '../artifacts/load-artifacts';
import { conduitControllerAbi } from './conduit-controller-abi';
import { marketplaceErc1155Abi } from './marketplace-erc1155-abi';
import { marketplaceErc721Abi } from './marketplace-erc721-abi';
import { marketplaceZoneAbi } from './marketplace-zone-abi';
import { mock1271WalletAbi } from './mock1271-wallet-abi';
import { nftStakingAbi } from './nft-staking-abi';
import { plainErc721Abi } from './plain-erc721-abi';
import { seaportAbi } from './seaport-abi';
import { stableTestTokenAbi } from './stable-test-token-abi';
import { thirdPartyErc721Abi } from './third-party-erc721-abi';
import { wrappedNativeAbi } from './wrapped-native-abi';

// The typed ABI modules are generated and committed; this catches a contract changed without
// `npm run build -w @nft/contracts` having refreshed them.
describe('generated ABI modules', () => {
  let artifacts: Artifacts;
  beforeAll(async () => {
    // Builds the artifact cache on first use (about a minute, once), hence a hook.
    artifacts = await loadArtifacts();
  });

  it('match the compiled artifacts', () => {
    expect(seaportAbi).toEqual(artifacts.Seaport.abi);
    expect(conduitControllerAbi).toEqual(artifacts.ConduitController.abi);
    expect(marketplaceErc721Abi).toEqual(artifacts.MarketplaceERC721.abi);
    expect(marketplaceErc1155Abi).toEqual(artifacts.MarketplaceERC1155.abi);
    expect(marketplaceZoneAbi).toEqual(artifacts.MarketplaceZone.abi);
    expect(mock1271WalletAbi).toEqual(artifacts.Mock1271Wallet.abi);
    expect(thirdPartyErc721Abi).toEqual(artifacts.ThirdPartyERC721.abi);
    expect(plainErc721Abi).toEqual(artifacts.PlainERC721.abi);
    expect(wrappedNativeAbi).toEqual(artifacts.WrappedNative.abi);
    expect(stableTestTokenAbi).toEqual(artifacts.StableTestToken.abi);
    expect(nftStakingAbi).toEqual(artifacts.NftStaking.abi);
  });

  it('expose what the app calls', () => {
    const names = (abi: readonly { type: string; name?: string }[]) => abi.map((entry) => entry.name);
    expect(names(seaportAbi)).toEqual(
      expect.arrayContaining(['fulfillOrder', 'cancel', 'incrementCounter', 'getOrderHash', 'information']),
    );
    expect(names(marketplaceErc721Abi)).toEqual(expect.arrayContaining(['mint', 'burn', 'royaltyInfo', 'creatorOf', 'Minted']));
    expect(names(nftStakingAbi)).toEqual(
      expect.arrayContaining(['createActivity', 'claim', 'unstake', 'withdrawUnallocated', 'getStake', 'Staked', 'Unstaked', 'Claimed']),
    );
    expect(names(marketplaceErc1155Abi)).toEqual(expect.arrayContaining(['mint', 'burn', 'totalSupply', 'uri', 'Minted']));
    expect(names(wrappedNativeAbi)).toEqual(
      expect.arrayContaining([
        'deposit',
        'withdraw',
        'approve',
        'transfer',
        'transferFrom',
        'balanceOf',
        'allowance',
        'Deposit',
        'Withdrawal',
      ]),
    );
    expect(names(stableTestTokenAbi)).toEqual(expect.arrayContaining(['mint', 'decimals', 'approve', 'balanceOf', 'allowance']));
    expect(names(marketplaceZoneAbi)).toEqual(
      expect.arrayContaining(['authorizeOrder', 'validateOrder', 'signer', 'setSigner', 'authorizationDigest', 'SignerUpdated']),
    );
  });
});

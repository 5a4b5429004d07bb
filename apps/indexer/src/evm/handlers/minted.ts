import type { BlockEffects, LogPosition } from '../effects/block-effects';

export interface MintedArgs {
  creator: string;
  tokenId: bigint;
  tokenURI: string;
}

/**
 * The platform contracts' `Minted` (both standards). The NFT row itself comes from the mint
 * Transfer; this adds the creator and the token URI the metadata pipeline will fetch.
 */
export function handleMinted(effects: BlockEffects, position: LogPosition, args: MintedArgs): void {
  effects.mints.push({ position, tokenId: args.tokenId.toString(), creator: args.creator.toLowerCase(), tokenUri: args.tokenURI });
}

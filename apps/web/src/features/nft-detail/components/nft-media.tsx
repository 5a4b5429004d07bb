import { useImageFailure } from '../../../components/use-image-failure';
import type { NftDetail } from '../api/nft-detail-schemas';
import classes from './nft-detail.module.css';

/**
 * The NFT's picture, or its player when the metadata has an animation: audio under the preview
 * image, video with the image as its poster. Media come from the marketplace's own media origin.
 */
export function NftMedia({ nft, name }: { nft: Pick<NftDetail, 'image' | 'animation' | 'animationMime'>; name: string }) {
  const { image, animation } = nft;
  // A picture that fails to load shows the placeholder, as one without a picture does.
  const loading = useImageFailure(image?.url);
  const picture =
    image && !loading.failed ? (
      <img
        src={image.url}
        alt={name}
        className={classes.media}
        fetchPriority="high"
        decoding="async"
        data-nft-image
        onError={loading.onError}
      />
    ) : (
      <div className={classes.placeholder} role="img" aria-label={name} />
    );
  if (animation && nft.animationMime?.startsWith('audio/')) {
    return (
      <div>
        {picture}
        <audio src={animation.url} controls preload="metadata" className={classes.player} data-nft-audio />
      </div>
    );
  }
  if (animation) {
    return (
      <video
        src={animation.url}
        poster={image?.url}
        controls
        playsInline
        preload="metadata"
        className={classes.player}
        data-nft-video
        aria-label={name}
      />
    );
  }
  return picture;
}

import type { MediaObject } from '@nft/api-contract';
import classes from './media-image.module.css';
import { useImageFailure } from './use-image-failure';

type MediaImageProps = {
  media: MediaObject | null;
  alt: string;
  className?: string;
  full?: boolean;
  /** In the first screen (the first row of a grid): fetched at once, not when scrolled near. */
  eager?: boolean;
};

/**
 * Stored media at card size (its thumbnail when one was made), or a soft gradient without one. A picture that fails to
 * load (removed from the store, an origin that is down) gets the same gradient, not the browser's broken-image icon
 * with its alt text across the card.
 */
export function MediaImage({ media, alt, className, full = false, eager = false }: MediaImageProps) {
  const src = media && (full ? media.url : (media.thumbnailUrl ?? media.url));
  const image = useImageFailure(src);
  if (!src || image.failed) {
    return <div className={[className, classes.placeholder].filter(Boolean).join(' ')} role="img" aria-label={alt} />;
  }
  return <img src={src} alt={alt} className={className} loading={eager ? 'eager' : 'lazy'} decoding="async" onError={image.onError} />;
}

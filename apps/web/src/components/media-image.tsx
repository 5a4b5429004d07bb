import type { MediaObject } from '@nft/api-contract';
import classes from './media-image.module.css';

type MediaImageProps = {
  media: MediaObject | null;
  alt: string;
  className?: string;
  full?: boolean;
  /** In the first screen (the first row of a grid): fetched at once, not when scrolled near. */
  eager?: boolean;
};

/** Stored media at card size (its thumbnail when one was made), or a soft gradient without one. */
export function MediaImage({ media, alt, className, full = false, eager = false }: MediaImageProps) {
  const src = media && (full ? media.url : (media.thumbnailUrl ?? media.url));
  if (!src) return <div className={[className, classes.placeholder].filter(Boolean).join(' ')} role="img" aria-label={alt} />;
  return <img src={src} alt={alt} className={className} loading={eager ? 'eager' : 'lazy'} decoding="async" />;
}

import type { ExploreMedia } from '../api/explore-schemas';
import classes from './explore.module.css';

type MediaImageProps = { media: ExploreMedia | null; alt: string; className?: string; full?: boolean };

/** Stored media at card size (its thumbnail when one was made), or a soft gradient without one. */
export function MediaImage({ media, alt, className, full = false }: MediaImageProps) {
  const src = media && (full ? media.url : (media.thumbnailUrl ?? media.url));
  if (!src) return <div className={[className, classes.placeholder].filter(Boolean).join(' ')} role="img" aria-label={alt} />;
  return <img src={src} alt={alt} className={className} loading="lazy" decoding="async" />;
}

import { useImageFailure } from '../../../components/use-image-failure';
import classes from './cart-thumbnail.module.css';

// The cart lives in localStorage, which any script of this origin could have written: only a web address is shown.
const isWebAddress = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//i.test(value);

/**
 * A cart line's picture, or a soft square where the page that added it had none (or a cart saved before pictures), or
 * where the picture no longer loads.
 */
export function CartThumbnail({ src }: { src: string | null | undefined }) {
  const image = useImageFailure(src);
  if (!isWebAddress(src) || image.failed) return <div className={classes.thumb} aria-hidden data-cart-item-image="none" />;
  return <img src={src} alt="" className={classes.thumb} loading="lazy" decoding="async" data-cart-item-image onError={image.onError} />;
}

import classes from './sliders.module.css';

type HomeImageProps = {
  src: string | null;
  /** Empty when the picture only decorates text that says the same. */
  alt: string;
  className?: string;
  /** Above-the-fold pictures (the banner) load at once; the rest wait until they come near. */
  eager?: boolean;
  /** The largest picture of the first screen (the banner's background): fetched before other images. */
  priority?: boolean;
};

/** A server-supplied picture, or a soft gradient where the item has none. */
export function HomeImage({ src, alt, className, eager = false, priority = false }: HomeImageProps) {
  const classNames = [classes.image, className].filter(Boolean).join(' ');
  if (!src) return <div className={`${classNames} ${classes.imagePlaceholder}`} aria-hidden="true" />;
  return (
    <img
      src={src}
      alt={alt}
      className={classNames}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}

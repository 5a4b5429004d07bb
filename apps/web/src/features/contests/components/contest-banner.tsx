import { AspectRatio, Box } from '@mantine/core';

/**
 * The contest's banner at a fixed ratio (the space is reserved before the image arrives, so nothing below moves);
 * a soft gradient when the contest has none.
 */
export function ContestBanner({
  url,
  alt,
  ratio = 1400 / 400,
  eager = false,
}: {
  url: string | null;
  alt: string;
  ratio?: number;
  eager?: boolean;
}) {
  return (
    <AspectRatio ratio={ratio}>
      {url ? (
        <img src={url} alt={alt} loading={eager ? 'eager' : 'lazy'} decoding="async" style={{ objectFit: 'cover', borderRadius: 12 }} />
      ) : (
        <Box role="img" aria-label={alt} style={{ borderRadius: 12, background: 'linear-gradient(135deg, #fbc2eb 0%, #a6c1ee 100%)' }} />
      )}
    </AspectRatio>
  );
}

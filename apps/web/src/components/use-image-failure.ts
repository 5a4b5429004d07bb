import { useState } from 'react';

/**
 * Remembers which picture address failed to load, so its place can show a placeholder instead of the browser's
 * broken-image icon; a new address is tried again.
 */
export function useImageFailure(src: string | null | undefined) {
  const [failedSrc, setFailedSrc] = useState<string>();
  return { failed: !!src && src === failedSrc, onError: () => setFailedSrc(src ?? undefined) };
}

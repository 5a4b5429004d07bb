import { useEffect, useRef, useState } from 'react';

/**
 * docs/product.md (spec section 2): home sections fade in once half visible. A section taller than two screens can
 * never be half visible, so half a screen of it counts as well.
 */
export function useReveal<T extends Element>(threshold = 0.5) {
  const ref = useRef<T>(null);
  const [revealed, setRevealed] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const node = ref.current;
    if (!node || revealed) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => {
          const viewportHeight = entry.rootBounds?.height ?? window.innerHeight;
          return entry.intersectionRatio >= threshold || entry.intersectionRect.height >= viewportHeight * threshold;
        });
        if (visible) setRevealed(true);
      },
      { threshold: [0, threshold / 4, threshold / 2, (threshold * 3) / 4, threshold] },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [revealed, threshold]);

  return { ref, revealed };
}

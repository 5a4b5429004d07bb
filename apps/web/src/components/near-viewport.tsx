import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the visible part of the page a section starts loading: about a screen's scroll ahead. */
const ahead = '600px 0px';

/**
 * Renders `children` once its place on the page comes within a screen of the viewport, and keeps them from then on;
 * until then `placeholder`, which should take the same height so nothing moves. For sections below every first screen
 * (an NFT's price chart and history): their code and their API reads wait until the visitor scrolls towards them,
 * instead of competing with what the first screen needs (docs/decisions/033-first-load-javascript.md). Without
 * IntersectionObserver the children render at once.
 */
export function NearViewport({ name, placeholder, children }: { name: string; placeholder: ReactNode; children: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: ahead,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={anchor} data-near-viewport={name} data-near-viewport-shown={near || undefined}>
      {near ? children : placeholder}
    </div>
  );
}

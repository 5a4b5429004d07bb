import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RevealSection } from './reveal-section';
import { SectionError } from './section-error';

type HomeListSectionProps<T> = {
  query: UseQueryResult<T[]>;
  /** The section's accessible name, also used in its error line. */
  label: string;
  skeleton: ReactNode;
  children: (items: T[]) => ReactNode;
};

/**
 * One server-fed home section: a skeleton while loading, a short error line if the list could not
 * be read (the rest of the page carries on), nothing at all for an empty list, else the content,
 * fading in once half visible.
 */
export function HomeListSection<T>({ query, label, skeleton, children }: HomeListSectionProps<T>) {
  // Data first: a failed background refresh keeps showing what was already loaded.
  if (query.data) {
    if (query.data.length === 0) return null;
    return <RevealSection label={label}>{children(query.data)}</RevealSection>;
  }
  if (query.isError) {
    return (
      <section aria-label={label}>
        <SectionError label={label} onRetry={() => void query.refetch()} />
      </section>
    );
  }
  return (
    <section aria-label={label} aria-busy="true">
      {skeleton}
    </section>
  );
}

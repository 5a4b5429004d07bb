import { SimpleGrid, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';

type CardGridProps = {
  children: ReactNode;
  /** Placeholder cards appended while (more) items load. */
  skeletons?: number;
  skeletonHeight?: number;
};

/** The responsive card grid every browse page uses (1 column on phones up to 4 on wide screens). */
export function CardGrid({ children, skeletons = 0, skeletonHeight = 320 }: CardGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 4 }} spacing="md" verticalSpacing="md">
      {children}
      {Array.from({ length: skeletons }, (_, index) => (
        <Skeleton key={`skeleton-${index}`} height={skeletonHeight} radius="lg" data-skeleton />
      ))}
    </SimpleGrid>
  );
}

import { SimpleGrid, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';

type CardGridProps = {
  children: ReactNode;
  /** Placeholder cards appended while (more) items load. */
  skeletons?: number;
  skeletonHeight?: number;
  /**
   * Columns below the `xs` breakpoint. NFT cards are two abreast on phones, as OpenSea and Magic Eden show them: one
   * card the screen's width showed a single picture per screen. Collection cards, with a banner and stats, keep one.
   */
  phoneColumns?: 1 | 2;
};

/** The responsive card grid every browse page uses (one or two columns on phones up to 4 on wide screens). */
export function CardGrid({ children, skeletons = 0, skeletonHeight = 320, phoneColumns = 1 }: CardGridProps) {
  const twoOnPhones = phoneColumns === 2;
  return (
    <SimpleGrid
      cols={{ base: phoneColumns, xs: 2, sm: 3, lg: 4 }}
      spacing={twoOnPhones ? { base: 'xs', xs: 'md' } : 'md'}
      verticalSpacing={twoOnPhones ? { base: 'xs', xs: 'md' } : 'md'}
    >
      {children}
      {Array.from({ length: skeletons }, (_, index) => (
        <Skeleton key={`skeleton-${index}`} height={skeletonHeight} radius="lg" data-skeleton />
      ))}
    </SimpleGrid>
  );
}

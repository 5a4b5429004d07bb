import { Container, Group, Skeleton } from '@mantine/core';

/** Placeholder cards while a home slider's list is loading. */
export function SliderSkeleton({ cardWidth, cardHeight }: { cardWidth: number; cardHeight: number }) {
  return (
    <Container size="lg" py={48}>
      <Skeleton height={28} width={220} radius="sm" mb="lg" />
      <Group gap={23} wrap="nowrap" style={{ overflow: 'hidden' }}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} width={cardWidth} height={cardHeight} radius="lg" style={{ flexShrink: 0 }} />
        ))}
      </Group>
    </Container>
  );
}

import { Title } from '@mantine/core';

export function SectionHeading({ children }: { children: string }) {
  return (
    <Title order={2} mb="lg">
      {children}
    </Title>
  );
}

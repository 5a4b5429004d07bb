import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of the filter sidebar. */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={8} role="group" aria-label={title}>
      <Text fw={700} size="sm">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

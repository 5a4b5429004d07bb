import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled value in a contest's summary (dates, prize pool, entries). */
export function ContestFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </Stack>
  );
}

import { Group, Text } from '@mantine/core';
import { env } from '../../config/env';

/** The mark and the operator's name; the name comes from configuration so a fork can rebrand. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--mantine-color-violet-6)" />
        <path d="M8 23V9l8 9V9m0 14 8-14v14" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <Text component="span" fw={800} size="lg" c="var(--mantine-color-text)">
        {env.appName}
      </Text>
    </Group>
  );
}

import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  /** "No results", "No search results found." or a tab's own sentence. */
  title: string;
  description?: string;
  action?: ReactNode;
};

/** What a list shows when it has nothing to show. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py={64} data-empty-state>
      <Text fw={700} size="lg">
        {title}
      </Text>
      {description && (
        <Text c="dimmed" size="sm" ta="center" maw={420}>
          {description}
        </Text>
      )}
      {action}
    </Stack>
  );
}

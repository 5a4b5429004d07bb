import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type ErrorScreenProps = { code?: string; title: string; body: string; actions: ReactNode };

/** The shared look of the 404 page and the error boundaries. */
export function ErrorScreen({ code, title, body, actions }: ErrorScreenProps) {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center" role="alert">
        {code ? (
          <Text fw={900} fz={96} lh={1} c="violet.2" aria-hidden="true">
            {code}
          </Text>
        ) : null}
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="lg">
          {body}
        </Text>
        <Group justify="center">{actions}</Group>
      </Stack>
    </Container>
  );
}

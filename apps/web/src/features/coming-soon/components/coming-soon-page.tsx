import { Badge, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { ScreenKey } from '../../../i18n/resources';

/** Stands in for a screen that is not built yet, naming it so nobody mistakes it for a bug. */
export function ComingSoonPage({ screen }: { screen: ScreenKey }) {
  const { t } = useTranslation();
  const name = t(`screens.${screen}`);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center" data-screen={screen}>
        <Badge size="lg" variant="light" color="violet">
          {t('coming_soon.badge')}
        </Badge>
        <Title order={1}>{name}</Title>
        <Text c="dimmed" size="lg">
          {t('coming_soon.body', { screen: name })}
        </Text>
        <Button component={Link} to={paths.home()} variant="light" radius="xl">
          {t('coming_soon.back_home')}
        </Button>
      </Stack>
    </Container>
  );
}

import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import classes from './home.module.css';

export function HomeHero() {
  const { t } = useTranslation();
  return (
    <section className={classes.hero} aria-labelledby="home-hero-title">
      <Container size="lg" py={{ base: 56, sm: 96 }}>
        <Stack gap="lg" maw={760}>
          <Title id="home-hero-title" order={1} fz={{ base: 34, sm: 52 }} lh={1.1}>
            {t('home.hero.title')}
          </Title>
          <Text size="lg" c="dimmed">
            {t('home.hero.intro')}
          </Text>
          <Group>
            <Button component={Link} to={paths.marketPlace()} size="md" radius="xl">
              {t('home.hero.explore')}
            </Button>
            <Button component={Link} to={paths.createNft()} size="md" radius="xl" variant="default">
              {t('home.hero.create')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}

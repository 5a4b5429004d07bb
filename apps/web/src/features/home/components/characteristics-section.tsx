import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LineIcon, type LineIconName } from '../../../components/ui/line-icon';
import classes from './home.module.css';
import { RevealSection } from './reveal-section';

const characteristics = [
  { key: 'simplicity', icon: 'bolt' },
  { key: 'freedom', icon: 'world' },
  { key: 'security', icon: 'shield' },
] as const satisfies readonly { key: string; icon: LineIconName }[];

/** The three characteristic blocks of docs/product.md (spec section 1). */
export function CharacteristicsSection() {
  const { t } = useTranslation();
  return (
    <RevealSection label={t('home.characteristics.title')}>
      <Container size="lg" py={64}>
        <Title order={2} ta="center" mb="xl">
          {t('home.characteristics.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {characteristics.map(({ key, icon }) => (
            <Card key={key} withBorder padding="xl" radius="lg" className={classes.card}>
              <ThemeIcon size={48} radius="md" variant="light" color="violet" mb="md">
                <LineIcon name={icon} />
              </ThemeIcon>
              <Title order={3} size="h4" mb="xs">
                {t(`home.characteristics.${key}.title`)}
              </Title>
              <Text c="dimmed">{t(`home.characteristics.${key}.body`)}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </RevealSection>
  );
}

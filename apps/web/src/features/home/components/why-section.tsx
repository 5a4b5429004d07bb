import { Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LineIcon, type LineIconName } from '../../../components/ui/line-icon';
import { RevealSection } from './reveal-section';

const reasons = [
  { key: 'multi_chain', icon: 'link' },
  { key: 'free_listing', icon: 'tag' },
  { key: 'royalties', icon: 'crown' },
  { key: 'staking', icon: 'trendingUp' },
] as const satisfies readonly { key: string; icon: LineIconName }[];

export function WhySection() {
  const { t } = useTranslation();
  return (
    <RevealSection label={t('home.why.title')}>
      <Container size="lg" py={64}>
        <Title order={2} ta="center" mb="xl">
          {t('home.why.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          {reasons.map(({ key, icon }) => (
            <Group key={key} align="flex-start" wrap="nowrap" gap="md">
              <ThemeIcon size={40} radius="xl" variant="light" color="violet">
                <LineIcon name={icon} size={20} />
              </ThemeIcon>
              <Stack gap={4}>
                <Title order={3} size="h5">
                  {t(`home.why.${key}.title`)}
                </Title>
                <Text c="dimmed">{t(`home.why.${key}.body`)}</Text>
              </Stack>
            </Group>
          ))}
        </SimpleGrid>
      </Container>
    </RevealSection>
  );
}

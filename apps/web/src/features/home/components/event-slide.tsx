import { Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../components/ui/external-link';
import type { HomeEvent } from '../api/home-content-schemas';
import { HomeImage } from './home-image';
import classes from './sliders.module.css';

/** An event: picture, title, description and a View more link that opens in a new tab. */
export function EventSlide({ item }: { item: HomeEvent }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.eventCard}>
      <Card.Section>
        <HomeImage src={item.pictureUrl} alt="" className={classes.eventPicture} />
      </Card.Section>
      <Title order={3} size="h4" mt="md" lineClamp={1}>
        {item.title}
      </Title>
      {item.description && (
        <Text c="dimmed" size="sm" mt="xs" lineClamp={3}>
          {item.description}
        </Text>
      )}
      {item.linkUrl && (
        <ExternalLink href={item.linkUrl} mt="md" fw={600} aria-label={t('home.events.view_more_about', { title: item.title })}>
          {t('home.events.view_more')}
        </ExternalLink>
      )}
    </Card>
  );
}

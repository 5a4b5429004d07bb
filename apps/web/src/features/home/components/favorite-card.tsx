import { Card, Group, Text } from '@mantine/core';
import type { HomeFavorite } from '../api/home-content-schemas';
import { HomeImage } from './home-image';
import { NewWindowLink } from './new-window-link';
import classes from './sliders.module.css';

/** A fan favorite: who offers it, its picture, the reward and a description; opens in a new window. */
export function FavoriteCard({ item }: { item: HomeFavorite }) {
  return (
    <NewWindowLink href={item.linkUrl} className={classes.cardLink}>
      <Card withBorder radius="lg" padding="md" className={`${classes.hoverCard} ${classes.sliderCard}`}>
        <Group wrap="nowrap" gap="sm" mb="sm">
          <HomeImage src={item.headerIconUrl} alt="" className={classes.smallAvatar} />
          <Text fw={700} truncate>
            {item.title}
          </Text>
        </Group>
        <Card.Section>
          <HomeImage src={item.iconUrl} alt="" className={classes.squarePicture} />
        </Card.Section>
        {item.rewardDescription && (
          <Text size="sm" fw={600} c="violet.7" mt="md" lineClamp={2}>
            {item.rewardDescription}
          </Text>
        )}
        {item.description && (
          <Text size="sm" c="dimmed" mt="xs" lineClamp={2}>
            {item.description}
          </Text>
        )}
      </Card>
    </NewWindowLink>
  );
}

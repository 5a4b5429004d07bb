import { Card, Group, Stack, Text } from '@mantine/core';
import type { HomeArtist } from '../api/home-content-schemas';
import { HomeImage } from './home-image';
import { NewWindowLink } from './new-window-link';
import classes from './sliders.module.css';

/** A creator: avatar, name and introduction; the whole card opens their page in a new window. */
export function ArtistCard({ item }: { item: HomeArtist }) {
  return (
    <NewWindowLink href={item.linkUrl} className={classes.cardLink}>
      <Card withBorder radius="lg" padding="md" className={classes.hoverCard}>
        <Group wrap="nowrap" gap="md" align="flex-start">
          <HomeImage src={item.headerIconUrl} alt="" className={classes.avatar} />
          <Stack gap={4} miw={0}>
            <Text fw={700} truncate>
              {item.name}
            </Text>
            {item.introduction && (
              <Text size="sm" c="dimmed" lineClamp={2}>
                {item.introduction}
              </Text>
            )}
          </Stack>
        </Group>
      </Card>
    </NewWindowLink>
  );
}

import { Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { HomeArtist } from '../api/home-content-schemas';
import { HomeImage } from './home-image';
import classes from './sliders.module.css';

/** A creator: avatar, name and introduction; the whole card opens their artist page (docs/product.md, "Artist pages"). */
export function ArtistCard({ item }: { item: HomeArtist }) {
  return (
    <Link to={paths.artist(item.id)} className={classes.cardLink} data-artist-card>
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
    </Link>
  );
}

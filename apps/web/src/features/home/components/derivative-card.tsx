import { Card, Group, Text } from '@mantine/core';
import type { HomeDerivative } from '../api/home-content-schemas';
import { HomeImage } from './home-image';
import { LikeButton } from './like-button';
import classes from './sliders.module.css';

/**
 * A re-creation: its picture and title link to the external page in a new tab; the like row sits
 * outside that link, since a button inside a link is not valid markup.
 */
export function DerivativeCard({ item, pending, onLike }: { item: HomeDerivative; pending: boolean; onLike: (id: number) => void }) {
  const body = (
    <>
      <Card.Section>
        <HomeImage src={item.iconUrl} alt="" className={classes.squarePicture} />
      </Card.Section>
      <Text fw={700} mt="sm" truncate>
        {item.title}
      </Text>
    </>
  );
  return (
    <Card withBorder radius="lg" padding="md" className={`${classes.hoverCard} ${classes.sliderCard}`}>
      {item.linkUrl ? (
        <a href={item.linkUrl} target="_blank" rel="noopener noreferrer" className={classes.cardLink}>
          {body}
        </a>
      ) : (
        body
      )}
      <Group justify="space-between" wrap="nowrap" mt="xs">
        <HomeImage src={item.headerIconUrl} alt="" className={classes.smallAvatar} />
        <LikeButton liked={item.liked} count={item.likeCount} pending={pending} onLike={() => onLike(item.id)} />
      </Group>
    </Card>
  );
}

import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDrops } from '../hooks/use-drops';
import { DropCard } from './drop-card';
import classes from './drops.module.css';

/** The drops of the account an artist is linked to (docs/product.md "Artist pages"); nothing when there are none. */
export function ArtistDrops({ address }: { address: string }) {
  const { t } = useTranslation('studio');
  const drops = useDrops(undefined, address);
  if (!drops.data || drops.data.items.length === 0) return null;
  return (
    <Stack gap="sm" component="section" data-artist-drops>
      <Title order={2} size="h3">
        {t('drops.artist_title')}
      </Title>
      <div className={classes.row}>
        {drops.data.items.map((drop) => (
          <DropCard key={drop.id} drop={drop} />
        ))}
      </div>
    </Stack>
  );
}

import type { DropListStatus } from '@nft/api-contract';
import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListError } from '../../../components/list-error';
import { paths } from '../../../config/paths';
import { useDrops } from '../hooks/use-drops';
import { DropCard, DropCardSkeleton } from './drop-card';
import classes from './drops.module.css';

const statuses: DropListStatus[] = ['live', 'upcoming', 'ended'];

/** Explore's drops (docs/product.md "Drops"): live, upcoming or ended, in one scrolling row. */
export function DropsSection() {
  const { t } = useTranslation('studio');
  const [status, setStatus] = useState<DropListStatus>('live');
  const drops = useDrops(status);
  return (
    <Stack gap="sm" mb="xl" component="section" data-drops-section>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h3">
            {t('drops.section_title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('drops.section_intro')}
          </Text>
        </div>
        <Group gap="sm">
          <SegmentedControl
            size="xs"
            value={status}
            onChange={(value) => setStatus(value as DropListStatus)}
            data={statuses.map((value) => ({ value, label: t(`drops.tabs.${value}`) }))}
            data-drops-status
          />
          <Button component={Link} to={paths.createDrop()} size="xs" variant="light" radius="xl" data-create-drop-link>
            {t('drops.create_link')}
          </Button>
        </Group>
      </Group>
      {drops.isError ? (
        <ListError onRetry={() => void drops.refetch()} />
      ) : (
        <div className={`${classes.row} ${classes.reserved}`}>
          {drops.isPending
            ? Array.from({ length: 4 }, (_, index) => <DropCardSkeleton key={index} />)
            : drops.data.items.map((drop) => <DropCard key={drop.id} drop={drop} />)}
          {drops.data?.items.length === 0 ? (
            <div className={classes.empty}>
              <Text c="dimmed" size="sm" data-drops-empty>
                {t('drops.none')}
              </Text>
            </div>
          ) : null}
        </div>
      )}
    </Stack>
  );
}

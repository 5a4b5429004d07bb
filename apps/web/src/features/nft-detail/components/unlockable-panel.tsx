import { Button, Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NftKey } from '../api/nft-key';
import { useUnlockable } from '../hooks/use-unlockable';
import classes from './nft-detail.module.css';

/** Unlockable content: owners reveal it through the authenticated route; others learn it exists. */
export function UnlockablePanel({ nftKey, isOwner }: { nftKey: NftKey; isOwner: boolean }) {
  const { t } = useTranslation();
  const unlockable = useUnlockable(nftKey);
  return (
    <Card withBorder radius="lg" padding="md" data-section="unlockable">
      <Title order={2} size="h5" mb="xs">
        {t('nft_detail.unlockable.title')}
      </Title>
      {unlockable.data ? (
        <Text size="sm" className={classes.unlockable} data-unlockable-content>
          {unlockable.data.content}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb={isOwner ? 'sm' : 0}>
            {t('nft_detail.unlockable.owner_only')}
          </Text>
          {isOwner && (
            <Button size="xs" variant="light" loading={unlockable.isPending} onClick={() => unlockable.mutate()}>
              {t('nft_detail.unlockable.reveal')}
            </Button>
          )}
          {unlockable.isError && (
            <Text size="sm" c="red" mt="xs">
              {unlockable.error.message || t('nft_detail.unlockable.failed')}
            </Text>
          )}
        </>
      )}
    </Card>
  );
}

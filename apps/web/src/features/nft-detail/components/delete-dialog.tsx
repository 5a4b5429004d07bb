import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NftDetail } from '../api/nft-detail-schemas';
import { useDeleteNft } from '../hooks/use-delete-nft';

type DeleteDialogProps = { nft: NftDetail; viewer: string; opened: boolean; onClose: () => void };

/** Confirms a delete and says what it means for this token (burned for good, or hidden). */
export function DeleteDialog({ nft, viewer, opened, onClose }: DeleteDialogProps) {
  const { t } = useTranslation();
  const { burning, pending, remove } = useDeleteNft(nft, viewer);
  const blocked = nft.inTrade ? t('nft_detail.delete.in_trade') : nft.staked ? t('nft_detail.delete.staked') : undefined;
  return (
    <Modal opened={opened} onClose={() => !pending && onClose()} title={t('nft_detail.delete.title')} centered>
      <Stack data-dialog="delete">
        {blocked ? (
          <Alert color="yellow">{blocked}</Alert>
        ) : (
          <Text size="sm">{nft.isPlatformToken ? t('nft_detail.delete.burn_text') : t('nft_detail.delete.hide_text')}</Text>
        )}
        {burning && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('nft_detail.delete.step_wallet')}</Text>
          </Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('nft_detail.delete.cancel')}
          </Button>
          <Button color="red" disabled={blocked !== undefined} loading={pending} onClick={() => remove()}>
            {t('nft_detail.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

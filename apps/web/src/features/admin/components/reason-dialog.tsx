import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moderationReasonMaxLength } from '@nft/api-contract';

type ReasonDialogProps = {
  opened: boolean;
  title: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
  /** Who reads the reason (the owner by default). */
  placeholder?: string;
};

/** Asks for the reason of a hide: the owner reads it on the NFT page (docs/product.md "Operator console"). */
export function ReasonDialog({ opened, title, busy, onClose, onConfirm, placeholder }: ReasonDialogProps) {
  const { t } = useTranslation('studio');
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) onConfirm(trimmed);
        }}
      >
        <Stack>
          <Textarea
            label={t('admin.reason')}
            placeholder={placeholder ?? t('admin.reason_placeholder')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={moderationReasonMaxLength}
            autosize
            minRows={3}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" color="red" loading={busy} disabled={!trimmed}>
              {t('admin.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

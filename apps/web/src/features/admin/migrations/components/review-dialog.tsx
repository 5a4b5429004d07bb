import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { migrationReviewReasonMaxLength } from '@nft/api-contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ReviewDecision = 'approve' | 'reject';

type ReviewDialogProps = {
  decision: ReviewDecision | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (decision: ReviewDecision, reason: string) => void;
};

/** Approve (the reason is optional) or reject (the reason is required); the applicant reads it on their account page. */
export function ReviewDialog({ decision, busy, onClose, onConfirm }: ReviewDialogProps) {
  const { t } = useTranslation('studio');
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const rejecting = decision === 'reject';
  return (
    <Modal
      opened={decision !== null}
      onClose={onClose}
      title={rejecting ? t('admin.migrations.reject_title') : t('admin.migrations.approve_title')}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (decision && (trimmed || !rejecting)) onConfirm(decision, trimmed);
        }}
      >
        <Stack>
          <Textarea
            label={t('admin.reason')}
            placeholder={rejecting ? t('admin.migrations.reason_required') : t('admin.migrations.reason_optional')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={migrationReviewReasonMaxLength}
            autosize
            minRows={3}
            required={rejecting}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" color={rejecting ? 'red' : 'teal'} loading={busy} disabled={rejecting && !trimmed}>
              {rejecting ? t('admin.migrations.reject') : t('admin.migrations.approve')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

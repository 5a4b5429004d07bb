import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminStakingActivity } from '@nft/api-contract';
import { useAdminStakingDetails } from '../hooks/use-admin-staking';

/**
 * The title and description of one activity (docs/product.md "Operator console"): the chain's event has neither, so the
 * stake market shows "Staking #<id>" until an operator names it here.
 */
export function StakingDetailsDialog({ activity, onClose }: { activity: AdminStakingActivity; onClose: () => void }) {
  const { t } = useTranslation('studio');
  const [title, setTitle] = useState(activity.title);
  const [description, setDescription] = useState(activity.description ?? '');
  const save = useAdminStakingDetails(onClose);
  const trimmed = title.trim();
  return (
    <Modal opened onClose={onClose} title={t('admin.staking.edit_title')} centered>
      <form
        data-testid="admin-staking-details"
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) save.mutate({ chain: activity.chain, id: activity.id, body: { title: trimmed, description: description.trim() } });
        }}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            {t('admin.staking.edit_hint')}
          </Text>
          <TextInput
            label={t('admin.staking.title')}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={120}
            required
            data-autofocus
          />
          <Textarea
            label={t('admin.staking.description')}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            maxLength={2000}
            autosize
            minRows={3}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!trimmed}>
              {t('admin.staking.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

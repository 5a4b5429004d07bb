import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useDeleteCollection } from '../hooks/use-delete-collection';

type Blockers = { ownedByOthers?: boolean; listed?: boolean; staked?: boolean };

/** Why the API refused a delete, one sentence per reason. */
type Reason = 'owned' | 'listed' | 'staked';

function refusalReasons(details: unknown): Reason[] {
  if (typeof details !== 'object' || details === null) return [];
  const blockers = details as Blockers;
  const reasons: Reason[] = [];
  if (blockers.ownedByOthers) reasons.push('owned');
  if (blockers.listed) reasons.push('listed');
  if (blockers.staked) reasons.push('staked');
  return reasons;
}

/** Delete with a confirmation; a refusal (NFTs held by others, listed or staked) is shown in the dialog. */
export function DeleteCollectionButton({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const { t } = useTranslation('studio');
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useDeleteCollection(id);
  const error = remove.error;

  return (
    <>
      <Button color="red" variant="light" onClick={open} data-delete-collection>
        {t('collection_form.delete')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('collection_form.delete_title')} centered>
        <Stack>
          <Text size="sm">{t('collection_form.delete_text')}</Text>
          {error ? (
            <Alert color="red" title={t('collection_form.delete_failed')} data-delete-refusal>
              <Stack gap={4}>
                <Text size="sm">
                  {isApiError(error) && error.code === 'collection_not_deletable'
                    ? t('validation.collection_not_deletable')
                    : error.message}
                </Text>
                {isApiError(error) &&
                  refusalReasons(error.details).map((reason) => (
                    <Text size="sm" key={reason}>
                      {t(`collection_form.delete_reason_${reason}`)}
                    </Text>
                  ))}
              </Stack>
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('collection_form.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: onDeleted })}
              data-confirm-delete
            >
              {t('collection_form.delete_confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

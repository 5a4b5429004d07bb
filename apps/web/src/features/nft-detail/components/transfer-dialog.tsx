import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NftDetail } from '../api/nft-detail-schemas';
import { useTransferNft } from '../hooks/use-transfer-nft';
import { validateTransfer, type TransferErrors, type TransferValues } from '../model/transfer-form';
import { viewerBalance } from '../model/viewer-holding';

type TransferDialogProps = { nft: NftDetail; viewer: string | undefined; opened: boolean; onClose: () => void };

/** Transfer to an address from the wallet (owners only); everyone else is told they do not hold it. */
export function TransferDialog({ nft, viewer, opened, onClose }: TransferDialogProps) {
  const { t } = useTranslation();
  const balance = viewerBalance(nft, viewer);
  const multiple = nft.standard === 'ERC-1155';
  const [values, setValues] = useState<TransferValues>({ recipient: '', quantity: '1' });
  const [errors, setErrors] = useState<TransferErrors>({});
  const { step, pending, transfer } = useTransferNft(nft, () => {
    setValues({ recipient: '', quantity: '1' });
    onClose();
  });
  const close = () => {
    // A transfer in flight finishes in the wallet either way; the dialog stays to show its progress.
    if (!pending) onClose();
  };
  const message = (field: keyof TransferValues) => {
    const error = errors[field];
    return error ? t(error.key as 'validation.required', error.values ?? {}) : undefined;
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!viewer) return;
    const found = validateTransfer(values, { from: viewer, balance, multiple });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    transfer({ from: viewer, to: values.recipient.trim(), quantity: multiple ? BigInt(values.quantity.trim()) : 1n });
  }

  let body: React.ReactNode;
  if (!viewer || balance === 0n) {
    body = (
      <Alert color="yellow" data-transfer-refused>
        {t('errors.nft_not_owned')}
      </Alert>
    );
  } else if (nft.chain === 'nuls') {
    body = <Alert color="blue">{t('nft_detail.transfer.evm_only')}</Alert>;
  } else {
    body = (
      <form onSubmit={submit} noValidate data-dialog="transfer">
        <Stack>
          <TextInput
            label={t('nft_detail.transfer.recipient')}
            placeholder="0x…"
            withAsterisk
            value={values.recipient}
            disabled={pending}
            onChange={(event) => {
              const recipient = event.currentTarget.value;
              setValues((current) => ({ ...current, recipient }));
              setErrors((current) => ({ ...current, recipient: undefined }));
            }}
            error={message('recipient')}
          />
          {multiple && (
            <TextInput
              label={t('nft_detail.transfer.quantity')}
              description={t('nft_detail.you_hold', { count: Number(balance) })}
              inputMode="numeric"
              value={values.quantity}
              disabled={pending}
              onChange={(event) => {
                const quantity = event.currentTarget.value;
                setValues((current) => ({ ...current, quantity }));
                setErrors((current) => ({ ...current, quantity: undefined }));
              }}
              error={message('quantity')}
            />
          )}
          {step !== 'idle' && (
            <Group gap="xs" data-transfer-step={step}>
              <Loader size="xs" />
              <Text size="sm">{step === 'wallet' ? t('nft_detail.transfer.step_wallet') : t('nft_detail.transfer.step_indexer')}</Text>
            </Group>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={pending}>
              {t('nft_detail.transfer.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <Modal opened={opened} onClose={close} title={t('nft_detail.transfer.title')} centered>
      {body}
    </Modal>
  );
}

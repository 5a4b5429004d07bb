import { Button, Group, Modal, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { reportReasons } from '../api/nft-detail-schemas';
import type { NftKey } from '../api/nft-key';
import { reportNft } from '../api/report-nft';
import { extraInfoMaxLength, validateReport, type ReportErrors, type ReportValues } from '../model/report-form';

const empty: ReportValues = { reason: '', originalLink: '', extraInfo: '' };

type ReportDialogProps = { nftKey: NftKey; opened: boolean; onClose: () => void };

/** Report an NFT: reason, original link and extra information, checked here and by the API. */
export function ReportDialog({ nftKey, opened, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ReportValues>(empty);
  const [errors, setErrors] = useState<ReportErrors>({});
  const report = useMutation({
    mutationFn: (input: ReportValues & { reason: (typeof reportReasons)[number] }) =>
      reportNft(nftKey, { reason: input.reason, originalLink: input.originalLink.trim(), extraInfo: input.extraInfo.trim() }),
    onSuccess: () => {
      toast.success({ message: t('messages.report_success') });
      setValues(empty);
      onClose();
    },
    onError: (error) => toast.error({ title: t('errors.report_failed'), message: error.message }),
  });
  const message = (field: keyof ReportValues) => {
    const error = errors[field];
    return error ? t(error.key as 'validation.required', error.values ?? {}) : undefined;
  };
  const update = (field: keyof ReportValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = validateReport(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || values.reason === '') return;
    report.mutate({ ...values, reason: values.reason });
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('nft_detail.report.title')} centered>
      <form onSubmit={submit} noValidate data-dialog="report">
        <Stack>
          <Radio.Group
            label={t('nft_detail.report.reason')}
            withAsterisk
            value={values.reason}
            onChange={update('reason')}
            error={message('reason')}
          >
            <Stack gap="xs" mt="xs">
              {reportReasons.map((reason) => (
                <Radio key={reason} value={reason} label={t(`nft_detail.report.reasons.${reason}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <TextInput
            label={t('nft_detail.report.original_link')}
            description={t('nft_detail.report.original_link_hint')}
            placeholder="https://"
            value={values.originalLink}
            onChange={(event) => update('originalLink')(event.currentTarget.value)}
            error={message('originalLink')}
          />
          <Textarea
            label={t('nft_detail.report.extra_info')}
            autosize
            minRows={3}
            maxRows={8}
            value={values.extraInfo}
            onChange={(event) => update('extraInfo')(event.currentTarget.value)}
            error={message('extraInfo')}
            description={`${values.extraInfo.length} / ${extraInfoMaxLength}`}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('nft_detail.report.cancel')}
            </Button>
            <Button type="submit" color="red" loading={report.isPending}>
              {t('nft_detail.report.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

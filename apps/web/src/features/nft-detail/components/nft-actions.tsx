import { Button, Group } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CssHint } from '../../../components/ui/css-hint';
import { toast } from '../../../components/ui/toast';
import { ensureAuthenticated, startSignIn } from '../../wallet';
import type { NftDetail } from '../api/nft-detail-schemas';
import type { NftKey } from '../api/nft-key';
import { useRefreshMetadata } from '../hooks/use-refresh-metadata';
import type { Viewer } from '../hooks/use-viewer';
import { copyText } from '../model/copy-text';

// The dialogs (the transfer's contract calls among them) load the first time one opens, not with the
// page's first screen (docs/decisions/033-first-load-javascript.md).
const ReportDialog = lazy(() => import('./report-dialog').then((module) => ({ default: module.ReportDialog })));
const TransferDialog = lazy(() => import('./transfer-dialog').then((module) => ({ default: module.TransferDialog })));
const DeleteDialog = lazy(() => import('./delete-dialog').then((module) => ({ default: module.DeleteDialog })));

type Dialog = 'report' | 'transfer' | 'delete' | null;

/** Refresh, copy link, report, transfer and (for the owner) delete. */
export function NftActions({ nft, nftKey, viewer, isOwner }: { nft: NftDetail; nftKey: NftKey; viewer: Viewer; isOwner: boolean }) {
  const { t } = useTranslation();
  const [dialog, setOpenDialog] = useState<Dialog>(null);
  // A dialog once opened stays mounted, so it closes with its transition like before.
  const [used, setUsed] = useState<ReadonlySet<Dialog>>(new Set());
  const setDialog = (next: Dialog) => {
    if (next && !used.has(next)) setUsed(new Set(used).add(next));
    setOpenDialog(next);
  };
  const refresh = useRefreshMetadata(nftKey);
  const close = () => setDialog(null);

  async function copyLink() {
    if (await copyText(window.location.href)) toast.success({ message: t('messages.copy_success') });
    else toast.error({ message: t('errors.copy_failed') });
  }

  async function openReport() {
    if (await ensureAuthenticated()) setDialog('report');
  }

  async function openTransfer() {
    // A wallet is needed to send; without one the sign-in runner says "Please connect wallet".
    if (!viewer.address && !(await startSignIn())) return;
    setDialog('transfer');
  }

  const deleteBlocked = nft.inTrade ? t('nft_detail.delete.in_trade') : nft.staked ? t('nft_detail.delete.staked') : undefined;

  return (
    <>
      <Group gap="xs" aria-label={t('nft_detail.actions.label')} role="group">
        <Button size="xs" variant="default" loading={refresh.isPending} onClick={() => refresh.mutate()} data-action="refresh">
          {t('nft_detail.actions.refresh')}
        </Button>
        <Button size="xs" variant="default" onClick={() => void copyLink()} data-action="copy-link">
          {t('nft_detail.actions.copy_link')}
        </Button>
        <Button size="xs" variant="default" onClick={() => void openReport()} data-action="report">
          {t('nft_detail.actions.report')}
        </Button>
        <Button size="xs" variant="default" onClick={() => void openTransfer()} data-action="transfer">
          {t('nft_detail.actions.transfer')}
        </Button>
        {isOwner && (
          <CssHint label={deleteBlocked} disabled={!deleteBlocked}>
            <Button size="xs" variant="default" color="red" onClick={() => setDialog('delete')} data-action="delete">
              {t('nft_detail.actions.delete')}
            </Button>
          </CssHint>
        )}
      </Group>
      <Suspense fallback={null}>
        {used.has('report') && <ReportDialog nftKey={nftKey} opened={dialog === 'report'} onClose={close} />}
        {used.has('transfer') && <TransferDialog nft={nft} viewer={viewer.address} opened={dialog === 'transfer'} onClose={close} />}
        {used.has('delete') && isOwner && viewer.address && (
          <DeleteDialog nft={nft} viewer={viewer.address} opened={dialog === 'delete'} onClose={close} />
        )}
      </Suspense>
    </>
  );
}

import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CheckedListing } from '../hooks/use-list-flow';
import { splitSteps, type ListProgress } from '../model/list-flow';
import { FeeBreakdown } from './fee-breakdown';
import { ListStepper } from './list-stepper';

type ListReviewProps = {
  checked: CheckedListing;
  progress: ListProgress | undefined;
  names?: string[];
  onConfirm: () => void;
  onEdit: () => void;
};

/** The built listing: its payout per item, the wallet steps, and the button that runs (or resumes) them. */
export function ListReview({ checked, progress, names, onConfirm, onEdit }: ListReviewProps) {
  const { t } = useTranslation();
  const { item, token } = splitSteps(
    checked.build,
    checked.body.items.map((entry) => entry.contract),
  );
  const running = progress?.status === 'running';
  return (
    <Stack gap="md" data-list-review>
      <FeeBreakdown chain={checked.body.chain} currency={checked.body.currency} build={checked.build} names={names} />
      <ListStepper progress={progress} itemApprovals={item.length} tokenApprovals={token.length} onRetry={onConfirm} />
      {!progress && (
        <Group>
          <Button onClick={onConfirm} data-action="confirm-listing">
            {t('sell.confirm')}
          </Button>
          <Button variant="default" onClick={onEdit} data-action="edit-listing">
            {t('sell.edit')}
          </Button>
        </Group>
      )}
      {progress?.status === 'failed' && (
        <Button variant="default" onClick={onEdit} disabled={running} w="fit-content">
          {t('sell.edit')}
        </Button>
      )}
    </Stack>
  );
}

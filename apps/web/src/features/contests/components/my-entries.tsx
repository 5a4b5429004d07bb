import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ContestMyEntry } from '@nft/api-contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type MyEntriesProps = {
  entries: ContestMyEntry[];
  canWithdraw: boolean;
  withdrawing: number | undefined;
  onWithdraw: (id: number) => void;
};

/** The entrant's own entries with their review status (and an operator's reason), withdrawable while entries are open. */
export function MyEntries({ entries, canWithdraw, withdrawing, onWithdraw }: MyEntriesProps) {
  const { t } = useTranslation('studio');
  if (entries.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-contest-entries">
      <Title order={2} size="h3" id="my-contest-entries">
        {t('contests.mine.title')}
      </Title>
      {entries.map((entry) => (
        <Paper key={entry.id} withBorder radius="md" p="sm" data-my-entry={entry.id} data-entry-status={entry.status}>
          <Group justify="space-between" wrap="wrap">
            <Stack gap={2}>
              <Anchor component={Link} to={entry.nft.url} fw={700}>
                {entry.nft.name ?? `#${entry.nft.tokenId}`}
              </Anchor>
              {entry.status === 'rejected' && entry.reviewReason && (
                <Text size="sm" c="red.8">
                  {t('contests.mine.reason', { reason: entry.reviewReason })}
                </Text>
              )}
            </Stack>
            <Group gap="sm">
              <Badge variant="light" c="dark.7">
                {t(`contests.mine.status.${entry.status}`)}
              </Badge>
              {canWithdraw && (entry.status === 'pending' || entry.status === 'accepted') && (
                <Button
                  size="xs"
                  variant="default"
                  loading={withdrawing === entry.id}
                  disabled={withdrawing !== undefined && withdrawing !== entry.id}
                  onClick={() => onWithdraw(entry.id)}
                  data-action="withdraw-entry"
                >
                  {t('contests.mine.withdraw')}
                </Button>
              )}
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

import { Anchor, AspectRatio, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ContestEntry } from '@nft/api-contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MediaImage } from '../../../components/media-image';
import { paths } from '../../../config/paths';
import { shortAddress } from '../../../lib/short-address';
import classes from './entry-card.module.css';

/** hidden: not the voting phase; open: may vote; voted: this account voted for it; spent: no votes left. */
export type VoteState = 'hidden' | 'open' | 'voted' | 'spent';

type EntryCardProps = {
  entry: ContestEntry;
  voteState: VoteState;
  /** This entry's vote is being signed or sent. */
  voting: boolean;
  /** Some vote is under way (one at a time). */
  busy: boolean;
  onVote: () => void;
  eager?: boolean;
};

/** One entry: the NFT (links to its page), its creator, its votes and the vote button. */
export function EntryCard({ entry, voteState, voting, busy, onVote, eager = false }: EntryCardProps) {
  const { t } = useTranslation('studio');
  const name = entry.nft.name ?? `#${entry.nft.tokenId}`;
  return (
    <Card withBorder radius="lg" padding="sm" data-contest-entry={entry.id}>
      <Card.Section>
        <Link to={entry.nft.url} aria-label={name}>
          {/* Its card-size thumbnail, the placeholder while it loads, or when it has none or fails (as NFT cards). */}
          <AspectRatio ratio={1}>
            <MediaImage media={entry.nft.image} alt={name} eager={eager} className={classes.picture} />
          </AspectRatio>
        </Link>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Anchor component={Link} to={entry.nft.url} fw={700} truncate c="inherit" data-entry-name>
          {name}
        </Anchor>
        <Text size="xs" c="dimmed" truncate>
          {t('contests.creator')}{' '}
          <Anchor component={Link} to={paths.account(entry.creatorAddress, 'created')} size="xs" title={entry.creatorAddress}>
            {shortAddress(entry.creatorAddress)}
          </Anchor>
        </Text>
        <Group justify="space-between" wrap="nowrap" mih={30}>
          <Text fw={700} data-entry-votes={entry.votes}>
            {t('contests.votes_count', { count: entry.votes })}
          </Text>
          {voteState !== 'hidden' && (
            <Button
              size="xs"
              radius="xl"
              variant={voteState === 'voted' ? 'light' : 'filled'}
              disabled={voteState !== 'open' || (busy && !voting)}
              loading={voting}
              onClick={onVote}
              aria-label={voteState === 'voted' ? t('contests.voted') : t('contests.vote_for', { name })}
              data-action="vote"
              data-vote-state={voteState}
            >
              {voteState === 'voted' ? t('contests.voted') : t('contests.vote')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

import { Button, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, useMatch } from 'react-router';
import { paths } from '../../../config/paths';

const tabs = [
  { label: 'ongoing', to: paths.voteListOngoing() },
  { label: 'finished', to: paths.voteListFinished() },
] as const;

function VoteTab({ label, to }: (typeof tabs)[number]) {
  const { t } = useTranslation();
  const active = useMatch(to) !== null;
  return (
    <Button component={NavLink} to={to} radius="xl" variant={active ? 'filled' : 'default'}>
      {t(`vote.${label}`)}
    </Button>
  );
}

/** Ongoing / finished switch above the vote list. */
export function VoteTabs() {
  const { t } = useTranslation();
  return (
    <Container size="lg" pt="xl">
      <Group component="nav" aria-label={t('vote.tabs_label')} justify="center">
        {tabs.map((tab) => (
          <VoteTab key={tab.label} {...tab} />
        ))}
      </Group>
    </Container>
  );
}

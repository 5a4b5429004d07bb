import { Badge, Container, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { accountTabs, paths, type AccountTab } from '../../../config/paths';
import { EmptyState } from '../../../components/empty-state';
import { AccountOffersTab } from '../../offers';
import { AccountStakesTab } from '../../staking';
import { useAccountProfile } from '../../profile';
import { useConnectedAccount } from '../hooks/use-connected-account';
import { AccountActivityTab } from './account-activity-tab';
import { AccountCollectionsTab } from './account-collections-tab';
import { AccountHeader } from './account-header';
import { AccountNftsTab } from './account-nfts-tab';

function TabBody({ address, tab, own }: { address: string; tab: AccountTab; own: boolean }) {
  const { t } = useTranslation();
  switch (tab) {
    case 'collected':
    case 'created':
    case 'favorited':
      return <AccountNftsTab key={tab} address={address} tab={tab} own={own} />;
    case 'collections':
      return <AccountCollectionsTab address={address} own={own} />;
    case 'activity':
      return <AccountActivityTab address={address} />;
    case 'offers':
      return <AccountOffersTab address={address} own={own} />;
    case 'staked':
      return (
        <AccountStakesTab
          address={address}
          empty={<EmptyState title={t('account_page.staked_title')} description={t('account_page.staked_text')} />}
        />
      );
  }
}

/** /account/:address/:type: the profile and one tab, chosen by the URL. */
export function AccountPage({ address, tab }: { address: string; tab: AccountTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const connected = useConnectedAccount();
  const profile = useAccountProfile(address);
  const own = connected.address?.toLowerCase() === address.toLowerCase();
  // The profile counts what the list tabs hold; tabs without a count (activity, offers, staked) show none.
  const counts = profile.data?.counts;
  const countOf = (name: AccountTab) => (counts && name in counts ? counts[name as keyof typeof counts] : undefined);

  return (
    <Container size="lg" py="lg">
      <Stack gap="xl">
        <AccountHeader address={address} profile={profile.data} own={own} />
        <Tabs value={tab} onChange={(value) => value && void navigate(paths.account(address, value as AccountTab))} keepMounted={false}>
          <Tabs.List>
            {accountTabs.map((name) => (
              <Tabs.Tab
                key={name}
                value={name}
                data-account-tab={name}
                rightSection={
                  countOf(name) === undefined ? undefined : (
                    <Badge size="sm" variant="light">
                      {countOf(name)}
                    </Badge>
                  )
                }
              >
                {t(`account_page.tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <TabBody address={address} tab={tab} own={own} />
      </Stack>
    </Container>
  );
}

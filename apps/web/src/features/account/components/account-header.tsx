import { Anchor, Avatar, Box, Button, CopyButton, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shortAddress } from '../../../lib/short-address';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { AccountProfile } from '../../profile';

/** Cover, picture, name, address, bio, website and join date; the owner gets an edit button. */
export function AccountHeader({ address, profile, own }: { address: string; profile: AccountProfile | undefined; own: boolean }) {
  const { t, i18n } = useTranslation();
  const cover = profile?.cover?.url;
  return (
    <Stack gap="md" data-account-header>
      <Box
        h={{ base: 140, sm: 220 }}
        style={{
          borderRadius: 16,
          background: cover
            ? `center / cover no-repeat url("${cover}")`
            : 'linear-gradient(120deg, var(--mantine-color-violet-2), var(--mantine-color-cyan-2))',
        }}
      />
      <Group justify="space-between" align="flex-end" mt={-64} px="md" wrap="wrap">
        <Group align="flex-end" gap="md">
          <Avatar
            src={profile?.picture?.thumbnailUrl ?? profile?.picture?.url}
            size={112}
            radius={112}
            style={{ border: '4px solid var(--mantine-color-body)' }}
            alt={profile?.name ?? address}
          />
          <Stack gap={2}>
            {profile ? (
              <Title order={1} size="h2" data-account-name>
                {profile.name ?? t('account_page.unnamed')}
              </Title>
            ) : (
              <Skeleton h={28} w={180} />
            )}
            <CopyButton value={address}>
              {({ copied, copy }) => (
                <Anchor component="button" type="button" size="sm" c="dimmed" onClick={copy} title={t('account_page.copy_address')}>
                  {copied ? t('messages.copy_success') : shortAddress(address)}
                </Anchor>
              )}
            </CopyButton>
          </Stack>
        </Group>
        {own ? (
          <Button component={Link} to={paths.editAccountInfo()} variant="light" data-edit-profile>
            {t('account_page.edit_profile')}
          </Button>
        ) : null}
      </Group>
      {profile?.description ? (
        <Text px="md" style={{ whiteSpace: 'pre-line' }} data-account-description>
          {profile.description}
        </Text>
      ) : null}
      <Group px="md" gap="lg">
        {profile?.website ? (
          <Anchor href={profile.website} target="_blank" rel="noopener noreferrer nofollow" size="sm">
            {profile.website}
          </Anchor>
        ) : null}
        {profile?.joinedAt ? (
          <Text size="sm" c="dimmed">
            {t('account_page.joined', {
              date: new Date(profile.joinedAt).toLocaleDateString(i18n.language, { year: 'numeric', month: 'long' }),
            })}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}

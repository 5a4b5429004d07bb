import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useWalletSession } from '../../wallet';
import type { ProfileBody } from '../api/profile-schemas';
import { useAccountProfile } from '../hooks/use-account-profile';
import { useUpdateProfile } from '../hooks/use-update-profile';
import { ProfileForm } from './profile-form';

/** /edit-account-info for the signed-in wallet (the route guard signs it in first). */
export function EditProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useWalletSession();
  const address = session.status === 'disconnected' ? undefined : session.address;
  const profile = useAccountProfile(address);
  const update = useUpdateProfile();

  if (address === undefined || profile.isPending) return <PageLoader />;

  const submit = async (body: ProfileBody) => {
    try {
      const saved = await update.mutateAsync(body);
      toast.success({ message: t('profile_form.saved') });
      void navigate(paths.account(saved.address, 'created'));
    } catch (error) {
      if (!(isApiError(error) && error.code === 'validation_failed'))
        toast.error({ title: t('profile_form.save_failed'), message: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  };

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('profile_form.title')}</Title>
          <Text c="dimmed">{t('profile_form.intro')}</Text>
        </Stack>
        {/* Keyed by address: a wallet switch starts the form over with that account's profile. */}
        <ProfileForm key={address} current={profile.data} submitting={update.isPending} onSubmit={submit} />
      </Stack>
    </Container>
  );
}

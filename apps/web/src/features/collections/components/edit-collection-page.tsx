import { Alert, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { EmptyState } from '../../../components/empty-state';
import { useChainRegistry } from '../../../lib/chain-registry/use-chain-registry';
import { useWalletSession } from '../../wallet';
import { useEditableCollection } from '../hooks/use-editable-collection';
import { useSaveCollection } from '../hooks/use-save-collection';
import type { CollectionBody } from '../api/collection-schemas';
import { CollectionForm } from './collection-form';
import { DeleteCollectionButton } from './delete-collection-button';

/** /edit-collection/:collectionId?: a new collection without an id, the creator's edit with one. */
export function EditCollectionPage({ collectionId }: { collectionId: number | undefined }) {
  const { t } = useTranslation('studio');
  const navigate = useNavigate();
  const session = useWalletSession();
  const registry = useChainRegistry();
  const existing = useEditableCollection(collectionId);
  const save = useSaveCollection(collectionId);
  const address = session.status === 'disconnected' ? undefined : session.address;

  if (registry.isPending || (collectionId !== undefined && existing.isPending)) return <PageLoader />;
  if (collectionId !== undefined && existing.isError) {
    // 400: an id that cannot exist (the route lets any text through).
    const missing = isApiError(existing.error) && (existing.error.status === 404 || existing.error.status === 400);
    return (
      <Container size="sm" py="xl">
        <EmptyState
          title={missing ? t('collection_form.not_found_title') : t('collection_form.load_failed')}
          description={missing ? t('collection_form.not_found_text') : undefined}
        />
      </Container>
    );
  }
  const collection = existing.data;
  // The route guard signed the wallet in; the server refuses others too (403), this says it first.
  if (collection && collection.creator.toLowerCase() !== address?.toLowerCase()) {
    return (
      <Container size="sm" py="xl" data-not-your-collection>
        <EmptyState title={t('collection_form.not_yours_title')} description={t('collection_form.not_yours_text')} />
      </Container>
    );
  }
  const chains = (registry.data?.chains ?? []).filter((chain) => chain.active);

  const submit = async (body: CollectionBody) => {
    try {
      const saved = await save.mutateAsync(body);
      toast.success({ message: collection ? t('collection_form.saved') : t('collection_form.created') });
      void navigate(paths.collectionDetail(saved.id, 'collected'));
    } catch (error) {
      if (!(isApiError(error) && error.code === 'validation_failed'))
        toast.error({ title: t('collection_form.save_failed'), message: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  };

  const deleted = (creator: string) => {
    toast.success({ message: t('collection_form.deleted') });
    void navigate(paths.account(creator, 'collections'));
  };

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={1}>{collection ? t('collection_form.edit_title') : t('collection_form.create_title')}</Title>
            <Text c="dimmed">{t('collection_form.intro')}</Text>
          </Stack>
          {collection ? <DeleteCollectionButton id={collection.id} onDeleted={() => deleted(collection.creator)} /> : null}
        </Group>
        {chains.length === 0 ? <Alert color="red">{t('collection_form.load_failed')}</Alert> : null}
        <CollectionForm chains={chains} creator={address ?? ''} existing={collection} submitting={save.isPending} onSubmit={submit} />
      </Stack>
    </Container>
  );
}

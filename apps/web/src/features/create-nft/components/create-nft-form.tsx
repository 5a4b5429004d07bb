import { Button, Group, NumberInput, Select, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { MediaUpload } from '../../uploads';
import type { PublicChain } from '../../../lib/chain-registry/get-chain-registry';
import type { MyCollection } from '../api/create-nft-schemas';
import {
  copiesRange,
  isPlayable,
  nftDescriptionMax,
  nftNameLength,
  unlockableContentMax,
  type CreateNftFormValues,
} from '../model/create-nft-form-schema';
import { AttributesEditor } from './attributes-editor';

export type CreateNftFormProps = {
  form: UseFormReturnType<CreateNftFormValues>;
  chains: PublicChain[];
  collections: MyCollection[];
  /** While the mint runs (or after it is done) the form is read-only. */
  locked: boolean;
  onSubmit: (values: CreateNftFormValues) => void;
};

const error = (form: UseFormReturnType<CreateNftFormValues>, field: string) => form.errors[field] as string | undefined;

/** The fields of "Create NFT"; every rule runs here with the spec's message and again on the server. */
export function CreateNftForm({ form, chains, collections, locked, onSubmit }: CreateNftFormProps) {
  const { t } = useTranslation('studio');
  const chainOptions = chains.map((chain) => ({ value: chain.symbol, label: chain.chainName }));
  const collectionOptions = collections.map((collection) => ({ value: String(collection.id), label: collection.name }));
  const playable = isPlayable(form.values.media);

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate data-create-nft-form>
      <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="lg">
          <MediaUpload
            kind="nft_media"
            label={t('create_nft.media')}
            required
            value={form.values.media}
            onChange={(media) => form.setFieldValue('media', media)}
            error={error(form, 'media')}
          />
          {playable ? (
            <MediaUpload
              kind="nft_preview"
              label={t('create_nft.preview')}
              required
              value={form.values.preview}
              onChange={(media) => form.setFieldValue('preview', media)}
              error={error(form, 'preview')}
            />
          ) : null}
          <TextInput
            label={t('create_nft.name')}
            placeholder={t('create_nft.name_placeholder')}
            description={t('validation.length', nftNameLength)}
            required
            {...form.getInputProps('name')}
            data-field="name"
          />
          <Textarea
            label={t('create_nft.description')}
            placeholder={t('create_nft.description_placeholder')}
            autosize
            minRows={3}
            maxRows={8}
            description={`${form.values.description.length} / ${nftDescriptionMax}`}
            {...form.getInputProps('description')}
            data-field="description"
          />
          <TextInput
            label={t('create_nft.external_link')}
            description={t('create_nft.external_link_hint')}
            placeholder="https://"
            {...form.getInputProps('externalLink')}
            data-field="externalLink"
          />
          <Select
            label={t('create_nft.chain')}
            description={t('create_nft.chain_hint')}
            data={chainOptions}
            required
            allowDeselect={false}
            {...form.getInputProps('chain')}
            onChange={(value) => {
              form.setFieldValue('chain', value ?? '');
              // Collections live on one chain.
              form.setFieldValue('collectionId', null);
            }}
            data-field="chain"
          />
          <Select
            label={t('create_nft.collection')}
            description={
              <>
                {t('create_nft.collection_hint')}{' '}
                {/* The header's Create leads here; a first-time creator needs a way to make a collection. */}
                <Link to={paths.editCollection()} data-create-collection-link>
                  {t('create_nft.new_collection')}
                </Link>
              </>
            }
            placeholder={t('create_nft.collection_placeholder')}
            data={collectionOptions}
            clearable
            {...form.getInputProps('collectionId')}
            data-field="collectionId"
          />
          <AttributesEditor form={form} />
          <Stack gap="xs">
            <Switch
              label={t('create_nft.unlockable')}
              description={t('create_nft.unlockable_hint')}
              {...form.getInputProps('unlockable', { type: 'checkbox' })}
              data-field="unlockable"
            />
            {form.values.unlockable ? (
              <Textarea
                aria-label={t('create_nft.unlockable')}
                placeholder={t('create_nft.unlockable_placeholder')}
                autosize
                minRows={2}
                description={`${form.values.unlockableContent.length} / ${unlockableContentMax}`}
                {...form.getInputProps('unlockableContent')}
                data-field="unlockableContent"
              />
            ) : null}
          </Stack>
          <NumberInput
            label={t('create_nft.copies')}
            description={t('create_nft.copies_hint')}
            min={copiesRange.min}
            max={copiesRange.max}
            allowDecimal={false}
            clampBehavior="none"
            required
            {...form.getInputProps('copies')}
            data-field="copies"
          />
          <Stack gap={4}>
            <Switch label={t('create_nft.frozen')} {...form.getInputProps('frozen', { type: 'checkbox' })} data-field="frozen" />
            <Text size="xs" c="dimmed">
              {t('create_nft.frozen_hint')}
            </Text>
          </Stack>
          <Group justify="flex-end">
            <Button type="submit" disabled={locked} data-submit>
              {t('create_nft.submit')}
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}

import { Alert, Button, Group, MultiSelect, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminContest, AdminContestInput } from '@nft/api-contract';
import { toast } from '../../../../components/ui/toast';
import { isApiError } from '../../../../lib/api-error';
import { useChainRegistry } from '../../../../lib/chain-registry/use-chain-registry';
import { MediaUpload } from '../../../uploads';
import { createContest, updateContest } from '../api/admin-contests-api';
import {
  contestServerErrors,
  initialContestValues,
  phaseDateFields,
  toContestBody,
  validateContest,
  type ContestFormValues,
} from '../model/contest-form';
import { CollectionSelect } from './collection-select';
import { PrizeFields } from './prize-fields';

type Props = {
  /** The contest edited, or null for a new one. */
  contest: AdminContest | null;
  onSaved: (contest: AdminContest) => void;
  onCancel?: () => void;
};

const languages = ['en', 'ja'] as const;

/**
 * Create, edit and schedule a contest (docs/product.md "Operator console"): texts in English and Japanese, banner,
 * the chains and collections whose NFTs may enter, the four phase dates, finalists, limits and prizes.
 */
export function ContestEditor({ contest, onSaved, onCancel }: Props) {
  const { t } = useTranslation('studio');
  const client = useQueryClient();
  const registry = useChainRegistry();
  const form = useForm<ContestFormValues>({
    mode: 'controlled',
    initialValues: initialContestValues(contest),
    validate: (values) =>
      Object.fromEntries(Object.entries(validateContest(values)).map(([path, rule]) => [path, t(`admin_contests.errors.${rule}`)])),
  });
  const save = useMutation({
    mutationFn: (body: AdminContestInput) => (contest ? updateContest(contest.id, body) : createContest(body)),
    onSuccess: async (saved) => {
      toast.success({ message: t('admin.saved') });
      onSaved(saved);
      // The public contest screens too (their keys are not the console's).
      await client.invalidateQueries();
    },
  });
  const chainOptions = (registry.data?.chains ?? [])
    .filter((chain) => chain.active || form.values.allowedChains.includes(chain.symbol))
    .map((chain) => ({ value: chain.symbol, label: chain.chainName }));

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(toContestBody(values));
    } catch (error) {
      const errors = isApiError(error) && error.code === 'validation_failed' ? contestServerErrors(error.details) : {};
      if (Object.keys(errors).length > 0) form.setErrors(errors);
      else form.setErrors({ form: isApiError(error) ? error.message : t('admin_contests.save_failed') });
    }
  });

  return (
    <form onSubmit={submit} noValidate data-contest-form>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {languages.map((language) => (
            <Stack key={language} gap="sm" data-language={language}>
              <Title order={4}>{t(`admin_contests.language.${language}`)}</Title>
              <TextInput
                label={t('admin_contests.title_field', { language: t(`admin_contests.language.${language}`) })}
                required
                {...form.getInputProps(`title.${language}`)}
              />
              <Textarea
                label={t('admin_contests.description_field', { language: t(`admin_contests.language.${language}`) })}
                autosize
                minRows={2}
                maxRows={8}
                {...form.getInputProps(`description.${language}`)}
              />
              <Textarea
                label={t('admin_contests.rules_field', { language: t(`admin_contests.language.${language}`) })}
                autosize
                minRows={4}
                maxRows={14}
                {...form.getInputProps(`rules.${language}`)}
              />
            </Stack>
          ))}
        </SimpleGrid>
        <MediaUpload
          kind="banner"
          label={t('admin_contests.banner')}
          value={form.values.banner}
          onChange={(media) => form.setFieldValue('banner', media)}
          error={form.errors.banner as string | undefined}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <MultiSelect
            label={t('admin_contests.allowed_chains')}
            description={t('admin_contests.any_when_empty')}
            data={chainOptions}
            clearable
            {...form.getInputProps('allowedChains')}
            data-field="allowedChains"
          />
          <CollectionSelect
            value={form.values.allowedCollectionIds}
            onChange={(ids) => form.setFieldValue('allowedCollectionIds', ids)}
            known={(contest?.allowedCollections ?? []).map((c) => ({ value: String(c.id), label: `${c.name} (${c.chain} #${c.id})` }))}
            error={form.errors.allowedCollectionIds as string | undefined}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {phaseDateFields.map((field) => (
            <TextInput
              key={field}
              type="datetime-local"
              label={t(`admin_contests.dates.${field}`)}
              required
              {...form.getInputProps(field)}
              data-field={field}
            />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('admin_contests.finalist_count')}
            inputMode="numeric"
            {...form.getInputProps('finalistCount')}
            data-field="finalistCount"
          />
          <TextInput
            label={t('admin_contests.votes_per_account')}
            inputMode="numeric"
            {...form.getInputProps('votesPerAccount')}
            data-field="votesPerAccount"
          />
          <TextInput
            label={t('admin_contests.entries_per_creator')}
            inputMode="numeric"
            {...form.getInputProps('entriesPerCreator')}
            data-field="entriesPerCreator"
          />
        </SimpleGrid>
        <PrizeFields form={form} />
        {form.errors.form && (
          <Alert color="red" role="alert">
            {form.errors.form}
          </Alert>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('admin.cancel')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending} data-testid="admin-contest-save">
            {t(contest ? 'admin_contests.save' : 'admin_contests.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Anchor, Checkbox, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export type TermsCheckboxProps = {
  /** `form.getInputProps('termsAccepted', { type: 'checkbox' })` of the form it belongs to. */
  inputProps: GetInputPropsReturnType;
  locked?: boolean;
};

/** "I accept the Terms of Service", linking the operator's terms, on every form that makes a collection. */
export function TermsCheckbox({ inputProps, locked = false }: TermsCheckboxProps) {
  const { t } = useTranslation('studio');
  return (
    <Checkbox
      label={
        <Text size="sm" span>
          {t('collection_form.terms_before')}{' '}
          <Anchor component={Link} to={paths.termOfService()} target="_blank">
            {t('collection_form.terms_link')}
          </Anchor>
        </Text>
      }
      disabled={locked}
      {...inputProps}
      data-field="termsAccepted"
    />
  );
}

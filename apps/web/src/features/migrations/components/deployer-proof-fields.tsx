import { Button, Code, CopyButton, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PastedProof } from '../hooks/use-submit-migration';

type DeployerProofFieldsProps = { message: string; proof: PastedProof; onChange: (proof: PastedProof) => void };

/**
 * When the contract was deployed by another address than the connected wallet: the deployer signs the API's message
 * (personal_sign) in their own wallet and the applicant pastes the signature (docs/decisions/048-batch-migration-control-and-review.md).
 */
export function DeployerProofFields({ message, proof, onChange }: DeployerProofFieldsProps) {
  const { t } = useTranslation('studio');
  return (
    <Stack gap="xs" data-deployer-proof>
      <Text size="sm">{t('migration.deployer_message')}</Text>
      <Code block>{message}</Code>
      <CopyButton value={message}>
        {({ copied, copy }) => (
          <Button size="xs" variant="light" w="fit-content" onClick={copy}>
            {copied ? t('migration.copied') : t('migration.copy_message')}
          </Button>
        )}
      </CopyButton>
      <TextInput
        label={t('migration.deployer_address')}
        placeholder="0x..."
        value={proof.deployer}
        onChange={(event) => onChange({ ...proof, deployer: event.currentTarget.value })}
      />
      <Textarea
        label={t('migration.deployer_signature')}
        placeholder="0x..."
        autosize
        minRows={2}
        value={proof.signature}
        onChange={(event) => onChange({ ...proof, signature: event.currentTarget.value })}
      />
    </Stack>
  );
}

import { Alert, Anchor, Button, Group, Loader, Stepper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { mintSteps, type MintProgress } from '../model/mint-flow';
import { DoneAlert } from '../../../components/done-alert';

export type MintStepperProps = { progress: MintProgress; onRetry: () => void; onStartOver: () => void };

/** Upload, sign, confirm, indexed: where the mint is, what failed, and the way on. */
export function MintStepper({ progress, onRetry, onStartOver }: MintStepperProps) {
  const { t } = useTranslation('studio');
  const active = mintSteps.indexOf(progress.step) + (progress.status === 'done' ? 1 : 0);
  const failed = progress.status === 'failed';
  return (
    <div data-mint-stepper data-mint-step={progress.step} data-mint-status={progress.status}>
      <Stepper active={active} size="sm" allowNextStepsSelect={false}>
        {mintSteps.map((step, index) => (
          <Stepper.Step
            key={step}
            label={t(`create_nft.step_${step}`)}
            description={t(`create_nft.step_${step}_text`)}
            loading={progress.status === 'running' && index === active}
            color={failed && index === active ? 'red' : undefined}
            data-step={step}
          />
        ))}
      </Stepper>
      {progress.status === 'running' ? (
        <Group gap="xs" mt="md">
          <Loader size="xs" />
          <Text size="sm">{t(`create_nft.step_${progress.step}_text`)}</Text>
        </Group>
      ) : null}
      {failed ? (
        <Alert color="red" mt="md" title={t('create_nft.failed')} data-mint-error>
          <Text size="sm" mb="sm">
            {progress.error}
          </Text>
          <Group gap="sm">
            <Button size="xs" onClick={onRetry} data-mint-retry>
              {t('create_nft.retry')}
            </Button>
            <Button size="xs" variant="default" onClick={onStartOver}>
              {t('create_nft.start_over')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {progress.status === 'done' && progress.token ? (
        <DoneAlert mt="md" title={t('create_nft.done')} data-mint-done>
          <Text size="sm" mb="xs">
            {t('create_nft.token_id', { tokenId: progress.token.tokenId })}
          </Text>
          <Anchor
            component={Link}
            to={paths.nftDetail(progress.token.chain, progress.token.contractAddress, progress.token.tokenId)}
            data-mint-view
          >
            {t('create_nft.view_nft')}
          </Anchor>
        </DoneAlert>
      ) : null}
    </div>
  );
}

import type { DropDetail } from '@nft/api-contract';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUnits } from '../../../lib/price/format-price';
import { ensureAuthenticated } from '../../wallet';
import { mintSteps, useMintDrop, type MintStep } from '../hooks/use-mint-drop';
import { isMintable, type DropPhase } from '../model/drop-phase';
import { clampQuantity, maxMintQuantity, totalPrice } from '../model/mint-quantity';
import { AllowlistStatus } from './allowlist-status';
import { MintedProgress } from './minted-progress';
import { MintedTokens } from './minted-tokens';
import { PhaseCountdown } from './phase-countdown';
import { QuantityPicker } from './quantity-picker';
import { WalletStepper } from './wallet-stepper';

type MintPanelProps = {
  drop: DropDetail;
  phase: DropPhase;
  now: number;
  next: number | null;
  account: string | undefined;
  onMinted: () => void;
};

/** Why the Mint button is off, in words, or null when it is on. */
function blocker(drop: DropDetail, phase: DropPhase, account: string | undefined): string | null {
  if (phase === 'pending') return 'drops.pending_text';
  if (phase === 'soldOut') return 'drops.sold_out_text';
  if (phase === 'ended') return 'drops.ended_text';
  if (phase === 'upcoming') return 'drops.not_open';
  if (!account || !drop.wallet) return null;
  if (drop.wallet.minted >= drop.perWalletLimit) return 'drops.wallet_limit';
  if (phase === 'allowlist' && !drop.wallet.allowlisted) return 'drops.not_listed_now';
  return null;
}

/**
 * The sale side of /mint/:id (docs/product.md "Drops"): phase and countdown, price, minted of supply, the wallet's
 * allowlist status and limit, the quantity within them, the wallet steps, then the minted tokens.
 */
export function MintPanel({ drop, phase, now, next, account, onMinted }: MintPanelProps) {
  const { t } = useTranslation('studio');
  const flow = useMintDrop();
  const [quantity, setQuantity] = useState(1);
  const max = drop.wallet
    ? Math.min(drop.wallet.mintable, maxMintQuantity({ ...drop, mintedByWallet: drop.wallet.minted }))
    : maxMintQuantity({ ...drop, mintedByWallet: 0 });
  const shown = clampQuantity(quantity, max);
  const running = flow.progress?.status === 'running';
  const stopped = blocker(drop, phase, account);
  const canMint = isMintable(phase) && stopped === null && (account === undefined || max >= 1);
  const price = drop.price === '0' ? t('drops.free') : `${drop.priceDisplay} ${drop.token.symbol}`;
  const total = `${formatUnits(totalPrice(drop.price, Math.max(1, shown)).toString(), drop.token.decimals)} ${drop.token.symbol}`;
  const steps: readonly MintStep[] = drop.token.native ? mintSteps.filter((step) => step !== 'approve') : mintSteps;

  const mint = async () => {
    // The mint build needs no session (the wallet signs the mint itself); without a wallet, this says to connect one.
    if (!account) {
      await ensureAuthenticated();
      return;
    }
    flow.reset();
    const result = await flow.start({ drop, minter: account, quantity: shown });
    if (result.status === 'done') onMinted();
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-mint-panel data-phase={phase}>
      <Stack gap="md">
        <PhaseCountdown phase={phase} now={now} next={next} />
        <Group justify="space-between" align="flex-end">
          <div>
            <Text size="xs" c="dimmed">
              {t('drops.price')}
            </Text>
            <Text size="xl" fw={800} data-drop-price={drop.price}>
              {price}
            </Text>
          </div>
          <Text size="sm" c="dimmed">
            {t('drops.per_wallet', { count: drop.perWalletLimit })}
          </Text>
        </Group>
        <MintedProgress minted={drop.minted} supply={drop.supply} />
        <AllowlistStatus drop={drop} phase={phase} account={account} />
        {stopped ? (
          <Text size="sm" fw={600} data-mint-blocked={stopped.replace('drops.', '')}>
            {t(stopped as 'drops.ended_text')}
          </Text>
        ) : null}
        {isMintable(phase) ? (
          <Group justify="space-between" wrap="wrap" gap="sm">
            <QuantityPicker value={shown} max={max} disabled={running || stopped !== null} onChange={setQuantity} />
            <Text size="sm" data-mint-total>
              {t('drops.total')}: <b>{total}</b>
            </Text>
          </Group>
        ) : null}
        {isMintable(phase) ? (
          <Button size="md" radius="xl" disabled={!canMint || running} loading={running} onClick={() => void mint()} data-mint-button>
            {t('drops.mint')}
          </Button>
        ) : null}
        {!account && isMintable(phase) ? (
          <Text size="xs" c="dimmed">
            {t('drops.connect_to_mint')}
          </Text>
        ) : null}
        {flow.progress ? (
          <WalletStepper
            steps={steps}
            progress={flow.progress}
            label={(step) => t(`drops.steps.${step}`)}
            text={(step) => t(`drops.steps.${step}_text`)}
            failedTitle={t('drops.failed')}
            retryLabel={t('drops.retry')}
            startOverLabel={t('drops.start_over')}
            onRetry={() => void flow.retry().then((result) => result?.status === 'done' && onMinted())}
            onStartOver={flow.reset}
          >
            <MintedTokens chain={drop.chain} contractAddress={drop.contractAddress} tokenIds={flow.progress.context.tokenIds ?? []} />
          </WalletStepper>
        ) : null}
      </Stack>
    </Card>
  );
}

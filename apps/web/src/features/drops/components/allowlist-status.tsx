import type { DropDetail } from '@nft/api-contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DropPhase } from '../model/drop-phase';

/** Whether the connected wallet is on the allowlist (while that matters), and how many it has minted. */
export function AllowlistStatus({ drop, phase, account }: { drop: DropDetail; phase: DropPhase; account: string | undefined }) {
  const { t } = useTranslation('studio');
  const matters = drop.hasAllowlist && (phase === 'pending' || phase === 'upcoming' || phase === 'allowlist');
  const wallet = account ? drop.wallet : null;
  const status = !matters ? null : !wallet ? 'connect' : wallet.allowlisted ? 'listed' : 'not_listed';
  if (!status && !wallet) return null;
  return (
    <div>
      {status ? (
        <Text
          size="sm"
          c={status === 'listed' ? 'green.8' : status === 'not_listed' ? 'orange.8' : 'dimmed'}
          data-allowlist-status={status}
        >
          {t(`drops.status.${status}`)}
        </Text>
      ) : null}
      {wallet ? (
        <Text size="sm" c="dimmed" data-wallet-minted={wallet.minted}>
          {t('drops.status.yours', { minted: wallet.minted, limit: drop.perWalletLimit })}
        </Text>
      ) : null}
    </div>
  );
}

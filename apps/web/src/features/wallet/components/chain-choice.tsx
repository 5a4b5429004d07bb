import { Button, Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicChain } from '../../../lib/chain-registry/get-chain-registry';

type ChainChoiceProps = { chain: PublicChain; selected: boolean; onPick: (chain: PublicChain) => void };

/** One chain of the dialog; chains this deployment does not serve are shown but disabled. */
export function ChainChoice({ chain, selected, onPick }: ChainChoiceProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant={selected ? 'filled' : 'default'}
      disabled={!chain.active}
      title={chain.active ? undefined : t('wallet.inactive_chain')}
      aria-pressed={selected}
      leftSection={<Image src={chain.chainIcon} alt="" w={18} h={18} />}
      onClick={() => onPick(chain)}
      justify="flex-start"
    >
      {chain.chainName}
    </Button>
  );
}

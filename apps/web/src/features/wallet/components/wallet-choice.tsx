import { Badge, Button, Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicWallet } from '../../../lib/chain-registry/get-chain-registry';

type WalletChoiceProps = {
  wallet: PublicWallet;
  installed: boolean;
  disabled: boolean;
  onPick: (wallet: PublicWallet) => void;
};

/** One wallet of the dialog, marked installed (EIP-6963 announcement or injected object) or not. */
export function WalletChoice({ wallet, installed, disabled, onPick }: WalletChoiceProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="default"
      size="md"
      disabled={disabled}
      justify="space-between"
      leftSection={<Image src={wallet.icon} alt="" w={22} h={22} />}
      rightSection={
        <Badge size="sm" color={installed ? 'teal' : 'gray'} variant="light">
          {installed ? t('wallet.installed') : t('wallet.not_installed')}
        </Badge>
      }
      onClick={() => onPick(wallet)}
    >
      {wallet.walletName}
    </Button>
  );
}

import { Alert, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { getChainRegistry, type PublicChain, type PublicWallet } from '../../../lib/chain-registry/get-chain-registry';
import { findNaboxNuls } from '../model/nabox-nuls';
import { connectWallet, loadEvmWallets } from '../model/wallet-controller';
import { ChainChoice } from './chain-choice';
import { WalletChoice } from './wallet-choice';

async function loadChoices() {
  const [registry, evm] = await Promise.all([getChainRegistry(), loadEvmWallets()]);
  return { ...registry, evm };
}

type Choices = Awaited<ReturnType<typeof loadChoices>>;

function isInstalled(choices: Choices, chain: PublicChain, wallet: PublicWallet): boolean {
  if (chain.family === 'nuls') return findNaboxNuls(wallet.nulsProvider) !== undefined;
  return choices.evm?.isInstalled(wallet) ?? false;
}

/** docs/product.md (spec sections 4 and 9): a chain first, then the wallets that chain supports. */
export function ConnectWalletDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const choices = useQuery({ queryKey: ['wallet', 'choices'], queryFn: loadChoices, staleTime: Infinity });
  const [chain, setChain] = useState<PublicChain>();
  const [busy, setBusy] = useState(false);

  async function pick(wallet: PublicWallet) {
    if (!chain || !choices.data) return;
    if (!isInstalled(choices.data, chain, wallet)) {
      // docs/product.md (spec section 4): a wallet without an installed provider opens its download page.
      window.open(wallet.downloadLink, '_blank', 'noopener,noreferrer');
      return;
    }
    setBusy(true);
    try {
      await connectWallet(chain, wallet);
      toast.success({ message: t('wallet.connected_toast') });
      onClose();
    } catch (error) {
      console.warn('wallet connection failed', error);
      toast.error({ message: t('wallet.connect_failed') });
    } finally {
      setBusy(false);
    }
  }

  const data = choices.data;
  const supported = chain && data ? data.wallets.filter((wallet) => chain.supportWallets.includes(wallet.symbol)) : [];
  return (
    <Modal opened onClose={onClose} title={t('wallet.dialog_title')} size="lg" centered>
      {choices.isError && <Alert color="red">{t('wallet.loading_failed')}</Alert>}
      {data && (
        <Stack>
          <Text fw={600}>{t('wallet.choose_chain')}</Text>
          <SimpleGrid cols={{ base: 2, sm: 3 }} role="group" aria-label={t('wallet.choose_chain')}>
            {data.chains.map((entry) => (
              <ChainChoice key={entry.symbol} chain={entry} selected={entry.symbol === chain?.symbol} onPick={setChain} />
            ))}
          </SimpleGrid>
          {chain && (
            <>
              <Text fw={600}>{t('wallet.choose_wallet')}</Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} role="group" aria-label={t('wallet.choose_wallet')}>
                {supported.map((wallet) => (
                  <WalletChoice
                    key={wallet.symbol}
                    wallet={wallet}
                    installed={isInstalled(data, chain, wallet)}
                    disabled={busy}
                    onPick={(picked) => void pick(picked)}
                  />
                ))}
              </SimpleGrid>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}

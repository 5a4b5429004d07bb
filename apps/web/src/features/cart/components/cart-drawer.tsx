import { Divider, Drawer, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChainRegistry } from '../../../lib/chain-registry/use-chain-registry';
import { useCarts } from '../hooks/use-carts';
import { CartChainSection } from './cart-chain-section';

/**
 * The cart: one section per chain (a cart is bought in one transaction on one chain). A section
 * stays after its cart empties, so the buyer still sees what was bought and what was skipped.
 */
export default function CartDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const carts = useCarts();
  const registry = useChainRegistry();
  const [seen, setSeen] = useState<string[]>([]);
  const chains = [...new Set([...seen, ...Object.keys(carts)])];
  if (chains.some((chain) => !seen.includes(chain))) setSeen(chains);
  const nameOf = (chain: string) => registry.data?.chains.find((entry) => entry.symbol === chain)?.chainName ?? chain;
  const empty = Object.values(carts).every((items) => items.length === 0);
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t('cart.title')} data-cart-drawer>
      <Stack>
        {empty && (
          <Text c="dimmed" size="sm" data-cart-empty>
            {t('cart.empty')}
          </Text>
        )}
        {chains.map((chain, index) => (
          <div key={chain}>
            {index > 0 && <Divider mb="md" />}
            <CartChainSection chain={chain} chainName={nameOf(chain)} items={carts[chain] ?? []} />
          </div>
        ))}
      </Stack>
    </Drawer>
  );
}

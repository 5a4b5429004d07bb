import { Badge, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';

/**
 * Placeholder until the connect dialog exists: it says plainly that wallet connection is coming
 * instead of pretending to connect.
 */
export function ConnectWalletButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      radius="xl"
      fullWidth={fullWidth}
      rightSection={
        <Badge size="xs" variant="white" color="violet">
          {t('wallet.soon')}
        </Badge>
      }
      onClick={() => toast.info({ title: t('wallet.coming_soon_title'), message: t('wallet.coming_soon_message') })}
    >
      {t('wallet.connect')}
    </Button>
  );
}

import { useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { MintPage } from '../../features/drops/components/mint-page';
import { useTranslation } from 'react-i18next';

export function Component() {
  const { id = '' } = useParams();
  const { t } = useTranslation('studio');
  // Drop ids are positive integers (docs/decisions/047-drops-in-the-product.md); anything else names no drop.
  if (!/^[1-9]\d{0,15}$/.test(id)) return <EmptyState title={t('drops.not_found')} />;
  return <MintPage key={id} id={Number(id)} />;
}

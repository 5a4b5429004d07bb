import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useConnectedAccount } from '../../account';

/** Edit, "Create NFT" and batch migration into it for the collection's creator; nothing for anyone else (the API checks again). */
export function CreatorCollectionActions({ collectionId, creator }: { collectionId: number; creator: string }) {
  const { t } = useTranslation('studio');
  const { address } = useConnectedAccount();
  if (address?.toLowerCase() !== creator.toLowerCase()) return null;
  return (
    <Group gap="xs" data-creator-actions>
      <Button component={Link} to={paths.editCollection(collectionId)} variant="light" size="xs" data-edit-collection>
        {t('collection_form.edit_title')}
      </Button>
      <Button component={Link} to={paths.createNft(collectionId)} variant="light" size="xs">
        {t('screens.create_nft')}
      </Button>
      <Button component={Link} to={paths.batchMigration(collectionId)} variant="light" size="xs" data-batch-migration>
        {t('wallet.batch_migration')}
      </Button>
    </Group>
  );
}

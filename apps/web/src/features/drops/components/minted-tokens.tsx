import { Alert, Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The tokens a mint created, once the indexer has them: each opens its NFT page. */
export function MintedTokens({ chain, contractAddress, tokenIds }: { chain: string; contractAddress: string; tokenIds: string[] }) {
  const { t } = useTranslation('studio');
  return (
    <Alert color="green" mt="sm" title={t('drops.minted_done', { count: tokenIds.length })} data-minted-tokens>
      <Group gap="sm">
        {tokenIds.map((tokenId) => (
          <Anchor
            key={tokenId}
            component={Link}
            to={paths.nftDetail(chain, contractAddress.toLowerCase(), tokenId)}
            data-minted-token={tokenId}
          >
            {t('drops.token', { tokenId })}
          </Anchor>
        ))}
      </Group>
    </Alert>
  );
}

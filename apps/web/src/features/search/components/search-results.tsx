import { Spotlight } from '@mantine/spotlight';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MediaImage } from '../../../components/media-image';
import { paths } from '../../../config/paths';
import type { useSearchResults } from '../hooks/use-search-results';
import classes from './search-spotlight.module.css';

type Results = ReturnType<typeof useSearchResults> extends UseQueryResult<infer T> ? T : never;

type SearchResultsProps = {
  query: string;
  results: UseQueryResult<Results>;
  /** An account is offered above: "nothing matches" would contradict it. */
  hasAddress: boolean;
  onOpen: (path: string) => void;
  onSeeAll: () => void;
};

/** The matching collections and NFTs, each with its picture, then "all NFTs matching" on the explore page. */
export function SearchResults({ query, results, hasAddress, onOpen, onSeeAll }: SearchResultsProps) {
  const { t } = useTranslation();
  const data = results.data;
  if (results.isError) return <div className={classes.hint}>{t('search.failed')}</div>;
  if (!data) return <div className={classes.hint}>{t('search.searching')}</div>;
  const nothing = data.collections.length === 0 && data.nfts.length === 0;
  if (nothing && data.words === query && !hasAddress)
    return <Spotlight.Empty data-search-empty>{t('search.empty', { query })}</Spotlight.Empty>;
  return (
    <>
      {data.collections.length > 0 && (
        <Spotlight.ActionsGroup label={t('search.collections')}>
          {data.collections.map((collection) => (
            <Spotlight.Action
              key={collection.id}
              label={collection.name}
              description={collection.chainName}
              leftSection={<MediaImage media={collection.logo} alt="" className={`${classes.thumb} ${classes.round}`} />}
              onClick={() => onOpen(paths.collectionDetail(collection.id, 'collected'))}
              data-search-result={`collection:${collection.id}`}
            />
          ))}
        </Spotlight.ActionsGroup>
      )}
      {data.nfts.length > 0 && (
        <Spotlight.ActionsGroup label={t('search.nfts')}>
          {data.nfts.map((nft) => {
            const key = `${nft.chain}/${nft.contractAddress}/${nft.tokenId}`;
            return (
              <Spotlight.Action
                key={key}
                label={nft.name ?? `#${nft.tokenId}`}
                description={[nft.collection?.name ?? t('search.no_collection'), nft.chainName].join(' · ')}
                leftSection={<MediaImage media={nft.image} alt="" className={classes.thumb} />}
                onClick={() => onOpen(paths.nftDetail(nft.chain, nft.contractAddress, nft.tokenId))}
                data-search-result={`nft:${key}`}
              />
            );
          })}
        </Spotlight.ActionsGroup>
      )}
      {!nothing && (
        <Spotlight.Action
          label={t(data.nfts.length > 0 ? 'search.see_all_nfts' : 'search.see_all_collections', { query })}
          onClick={onSeeAll}
          data-search-result="see-all"
        />
      )}
    </>
  );
}

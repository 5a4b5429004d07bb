import '@mantine/spotlight/styles.css';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight, createSpotlight } from '@mantine/spotlight';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LineIcon } from '../../../components/ui/line-icon';
import { paths } from '../../../config/paths';
import { shortAddress } from '../../../lib/short-address';
import { useSearchResults } from '../hooks/use-search-results';
import { searchWords, seeAllPath, typedAddress } from '../model/search-query';
import { SearchResults } from './search-results';
import classes from './search-spotlight.module.css';

// One dialog for the whole app: the header's button is its only opener.
const [store, dialog] = createSpotlight();

/** The search dialog (Mantine Spotlight): results as the user types, arrows and Enter to pick, Enter alone for all NFTs. */
export function SearchSpotlight({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [words] = useDebouncedValue(searchWords(query), 250);
  const results = useSearchResults(words);
  const address = typedAddress(query);
  useEffect(() => {
    if (opened) dialog.open();
  }, [opened]);
  // Spotlight's keyboard selection is an index into the list on screen. When a new answer replaces that list, the
  // index would point at another result, or at none, and Enter would do nothing; it is dropped instead, so Enter
  // means "all results" for the words typed until the user picks again.
  const answered = results.data?.words;
  useEffect(() => {
    store.updateState((state) => ({ ...state, selected: -1 }));
  }, [answered]);

  const matched = results.data && { collections: results.data.collections.length, nfts: results.data.nfts.length };
  const seeAll = () => {
    const typed = searchWords(query);
    if (typed) void navigate(seeAllPath(typed, matched, { nfts: paths.marketPlace(), collections: paths.collections() }));
  };
  const close = () => {
    setQuery('');
    onClose();
  };
  // Enter with no result picked shows every matching NFT on the explore page, as a search field's Enter does.
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || store.getState().selected !== -1) return;
    if (!searchWords(query)) return;
    seeAll();
    dialog.close();
  };

  return (
    <Spotlight.Root store={store} query={query} onQueryChange={setQuery} shortcut={null} onSpotlightClose={close} data-search-dialog>
      <Spotlight.Search
        placeholder={t('search.placeholder')}
        aria-label={t('search.open')}
        leftSection={<LineIcon name="search" size={20} />}
        onKeyDown={onKeyDown}
        maxLength={100}
        data-search-input
      />
      {/* As tall as its results, up to what a phone's screen leaves below the field; then it scrolls. Spotlight's own
          `scrollable` keeps the dialog at its full height even for one line. */}
      <Spotlight.ActionsList mah="min(460px, calc(100dvh - 180px))">
        {address && (
          <Spotlight.ActionsGroup label={t('search.accounts')}>
            <Spotlight.Action
              label={shortAddress(address)}
              description={t('search.account_page')}
              leftSection={<LineIcon name="user" size={22} />}
              onClick={() => void navigate(paths.account(address, 'collected'))}
              data-search-result="account"
            />
          </Spotlight.ActionsGroup>
        )}
        {!searchWords(query) ? (
          <div className={classes.hint}>{t('search.hint')}</div>
        ) : (
          <SearchResults
            query={searchWords(query)}
            results={results}
            hasAddress={address !== null}
            onOpen={(path) => void navigate(path)}
            onSeeAll={seeAll}
          />
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}

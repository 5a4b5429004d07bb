import { paths } from '../../../config/paths';
import type { TranslationCatalogue } from '../../../i18n/resources';

type NavLabel = keyof TranslationCatalogue['nav'];

/** The header's main navigation, in the order of the issue: Market place, Collections, Stake, Vote, Create. */
export const navItems: readonly { label: NavLabel; to: string }[] = [
  { label: 'market_place', to: paths.marketPlace() },
  { label: 'collections', to: paths.collections() },
  { label: 'stake', to: paths.stakeMarket('ongoing') },
  { label: 'vote', to: paths.voteList() },
  { label: 'create', to: paths.createNft() },
];

import { redirect, type RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { paths, routePatterns } from '../config/paths';
import { RouteErrorPage } from '../features/errors/components/route-error-page';
import { requireAuthLoader } from '../features/wallet/model/require-auth-loader';
import { RootLayout } from './layout/root-layout';
import { screenHandle } from './routes/screen-handle';
import { withPageTexts } from './routes/with-page-texts';

// Every screen is its own lazily loaded chunk (docs/product.md, spec section 2: pages load lazily). A route
// module exports `Component`.
// docs/product.md (spec section 5): the create, edit and sell screens need a signed-in wallet (requireAuthLoader).
// The screens that show creating, operating, drops or contests texts load that namespace with their code
// (docs/decisions/063-studio-texts-namespace.md); the browsing screens never download it.
const studio = ['studio'] as const;

const screens: RouteObject[] = [
  { index: true, handle: screenHandle('home'), lazy: withPageTexts(() => import('./routes/home')) },
  { path: routePatterns.account, handle: screenHandle('account'), lazy: withPageTexts(() => import('./routes/account'), studio) },
  {
    path: routePatterns.editCollection,
    handle: screenHandle('edit_collection'),
    loader: requireAuthLoader,
    lazy: withPageTexts(() => import('./routes/edit-collection'), studio),
  },
  {
    path: routePatterns.createNft,
    handle: screenHandle('create_nft'),
    loader: requireAuthLoader,
    lazy: withPageTexts(() => import('./routes/create-nft'), studio),
  },
  {
    path: routePatterns.marketPlace,
    handle: screenHandle('market_place'),
    lazy: withPageTexts(() => import('./routes/market-place')),
  },
  { path: routePatterns.nftDetail, handle: screenHandle('nft_detail'), lazy: withPageTexts(() => import('./routes/nft-detail')) },
  { path: routePatterns.sell, handle: screenHandle('sell'), loader: requireAuthLoader, lazy: withPageTexts(() => import('./routes/sell')) },
  { path: routePatterns.collections, handle: screenHandle('collections'), lazy: withPageTexts(() => import('./routes/collections')) },
  {
    path: routePatterns.collectionsByType,
    handle: screenHandle('collections_by_type'),
    lazy: withPageTexts(() => import('./routes/collections-by-type')),
  },
  {
    path: routePatterns.collectionDetail,
    handle: screenHandle('collection_detail'),
    lazy: withPageTexts(() => import('./routes/collection-detail'), studio),
  },
  {
    path: routePatterns.stakeMarket,
    handle: screenHandle('stake_market'),
    lazy: withPageTexts(() => import('./routes/stake-market')),
  },
  { path: routePatterns.stakeEvent, handle: screenHandle('stake_event'), lazy: withPageTexts(() => import('./routes/stake-event')) },
  {
    path: routePatterns.editAccountInfo,
    handle: screenHandle('edit_account_info'),
    loader: requireAuthLoader,
    lazy: withPageTexts(() => import('./routes/edit-account-info')),
  },
  {
    path: routePatterns.termOfService,
    handle: screenHandle('term_of_service'),
    lazy: withPageTexts(() => import('./routes/term-of-service')),
  },
  {
    path: routePatterns.privacyPolicy,
    handle: screenHandle('privacy_policy'),
    lazy: withPageTexts(() => import('./routes/privacy-policy')),
  },
  {
    path: routePatterns.voteList,
    handle: screenHandle('vote_list'),
    lazy: withPageTexts(() => import('./routes/vote-list'), studio),
    children: [
      // docs/product.md (spec section 2): the empty child of /vote-list redirects to /vote-list/ongoing.
      // The loader redirects before anything renders; `element: null` says so to the router.
      { index: true, loader: () => redirect(paths.voteListOngoing()), element: null },
      {
        path: routePatterns.voteListOngoing,
        handle: screenHandle('vote_list_ongoing'),
        lazy: withPageTexts(() => import('./routes/vote-list-ongoing'), studio),
      },
      {
        path: routePatterns.voteListFinished,
        handle: screenHandle('vote_list_finished'),
        lazy: withPageTexts(() => import('./routes/vote-list-finished'), studio),
      },
    ],
  },
  {
    // docs/product.md "Contests": entering a contest needs a signed-in wallet, like the create screens.
    path: routePatterns.uploadVoteNft,
    handle: screenHandle('upload_vote_nft'),
    loader: requireAuthLoader,
    lazy: withPageTexts(() => import('./routes/upload-vote-nft'), studio),
  },
  {
    path: routePatterns.voteActivity,
    handle: screenHandle('vote_activity'),
    lazy: withPageTexts(() => import('./routes/vote-activity'), studio),
  },
  { path: routePatterns.artist, handle: screenHandle('artist'), lazy: withPageTexts(() => import('./routes/artist'), studio) },
  { path: routePatterns.mint, handle: screenHandle('mint'), lazy: withPageTexts(() => import('./routes/mint'), studio) },
  {
    path: routePatterns.createDrop,
    handle: screenHandle('create_drop'),
    loader: requireAuthLoader,
    lazy: withPageTexts(() => import('./routes/create-drop'), studio),
  },
  { path: routePatterns.admin, handle: screenHandle('admin'), lazy: withPageTexts(() => import('./routes/admin'), studio) },
  { path: routePatterns.guide, handle: screenHandle('guide'), lazy: withPageTexts(() => import('./routes/guide')) },
  {
    path: routePatterns.batchMigration,
    handle: screenHandle('batch_migration'),
    loader: requireAuthLoader,
    lazy: withPageTexts(() => import('./routes/batch-migration'), studio),
  },
  {
    path: routePatterns.watchlist,
    handle: screenHandle('watchlist'),
    loader: requireAuthLoader,
    lazy: withPageTexts(() => import('./routes/watchlist')),
  },
  {
    path: routePatterns.notifications,
    handle: screenHandle('notifications'),
    loader: requireAuthLoader,
    lazy: withPageTexts(() => import('./routes/notifications')),
  },
  { path: '*', handle: screenHandle('not_found'), lazy: withPageTexts(() => import('./routes/not-found')) },
];

export const appRoutes: RouteObject[] = [
  {
    path: routePatterns.home,
    Component: RootLayout,
    // Reached only when the layout itself fails; screen errors stay inside the layout below.
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        // Lets the header and footer paint while the first screen's chunk is loading.
        HydrateFallback: PageLoader,
        children: screens,
      },
    ],
  },
];

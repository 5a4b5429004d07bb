import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../app/route-table';
import { isScreenHandle } from '../app/routes/screen-handle';
import en from '../i18n/en.json';
import ja from '../i18n/ja.json';
import { paths, routePatterns, type RouteName } from './paths';

// One call per builder, with the parameters the router must read back from the built path.
const samples: { [K in RouteName]: { path: string; params: Record<string, string | undefined> } } = {
  home: { path: paths.home(), params: {} },
  account: { path: paths.account('0xAbC', 'created'), params: { address: '0xAbC', type: 'created' } },
  editCollection: { path: paths.editCollection(12), params: { collectionId: '12' } },
  createNft: { path: paths.createNft(), params: { collectionId: undefined } },
  marketPlace: { path: paths.marketPlace(), params: {} },
  nftDetail: {
    path: paths.nftDetail('local1', '0xdead', 1n),
    params: { chain: 'local1', contractAddress: '0xdead', tokenId: '1' },
  },
  sell: { path: paths.sell('nuls', 'NULSd6Hg', '42'), params: { chain: 'nuls', contractAddress: 'NULSd6Hg', tokenId: '42' } },
  collections: { path: paths.collections(), params: {} },
  collectionsByType: { path: paths.collectionsByType('art & music'), params: { type: 'art & music' } },
  collectionDetail: { path: paths.collectionDetail(3, 'collected'), params: { id: '3', type: 'collected' } },
  stakeMarket: { path: paths.stakeMarket('finished'), params: { type: 'finished' } },
  stakeEvent: { path: paths.stakeEvent(5), params: { id: '5' } },
  editAccountInfo: { path: paths.editAccountInfo(), params: {} },
  termOfService: { path: paths.termOfService(), params: {} },
  privacyPolicy: { path: paths.privacyPolicy(), params: {} },
  voteList: { path: paths.voteList(), params: {} },
  voteListOngoing: { path: paths.voteListOngoing(), params: {} },
  voteListFinished: { path: paths.voteListFinished(), params: {} },
  uploadVoteNft: { path: paths.uploadVoteNft(8), params: { id: '8' } },
  voteActivity: { path: paths.voteActivity(8), params: { id: '8' } },
  artist: { path: paths.artist('a/b'), params: { id: 'a/b' } },
  mint: { path: paths.mint(9), params: { id: '9' } },
  createDrop: { path: paths.createDrop(), params: {} },
  guide: { path: paths.guide('create-and-mint'), params: { slug: 'create-and-mint' } },
  admin: { path: paths.admin('reports'), params: { section: 'reports' } },
  batchMigration: { path: paths.batchMigration(4), params: { collectionId: '4' } },
  watchlist: { path: paths.watchlist(), params: {} },
  notifications: { path: paths.notifications(), params: {} },
};

describe('paths', () => {
  it('covers the 22 routes of the spec, the guides, the operator console, the batch migration form, the create-drop form, the watchlist and the notifications', () => {
    expect(Object.keys(routePatterns)).toHaveLength(28);
  });

  // The app's real route table, not the patterns alone: each built path opens its own screen (not
  // the catch-all 404), and that screen has a non-empty title in both languages.
  it.each(Object.keys(samples) as RouteName[])('%s opens its screen in the app, titled in English and Japanese', (name) => {
    const screen = matchRoutes(appRoutes, samples[name].path)
      ?.map((match) => match.route.handle)
      .filter(isScreenHandle)
      .at(-1)?.screen;
    expect(screen).toBe(name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`));
    for (const texts of [en, ja]) expect((texts.screens as Record<string, string>)[screen!]?.trim()).toBeTruthy();
  });

  it.each(Object.keys(samples) as RouteName[])('%s builds a path its own pattern matches', (name) => {
    const { path, params } = samples[name];
    // matchRoutes decodes the path the way the browser router does before matching.
    const match = matchRoutes([{ path: routePatterns[name] }], path)?.at(-1);
    expect(match).toBeDefined();
    expect(match?.params).toEqual(params);
  });

  it('encodes parameters so they stay one segment', () => {
    expect(paths.artist('a/b')).toBe('/artist/a%2Fb');
    expect(paths.collectionsByType('art & music')).toBe('/collections/art%20%26%20music');
  });

  it('leaves an omitted optional id out of the path', () => {
    expect(paths.createNft()).toBe('/create-nft');
    expect(paths.editCollection()).toBe('/edit-collection');
  });
});

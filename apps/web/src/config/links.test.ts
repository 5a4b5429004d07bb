import { describe, expect, it } from 'vitest';
import { defaultSiteLinks as contractDefaults, siteLinkKeys } from '@nft/api-contract';
import { defaultSiteLinks, socialNetworks } from './links';

describe('footer link defaults', () => {
  it('are the API contract defaults, so the footer does not change when the API answers on a fresh install', () => {
    expect(defaultSiteLinks).toEqual(contractDefaults);
  });

  it('name a site link for every social network', () => {
    for (const network of socialNetworks) expect(siteLinkKeys).toContain(network);
  });
});

import { describe, expect, it } from 'vitest';
import { firstScreenChunkOf } from './first-screen-chunks';

// A made-up app: the entry (the shell) and the three first screens' routes, with the kinds of modules each has.
const web = '/repo/apps/web/src';
const kit = '/repo/node_modules/@mantine/core/esm';
const edges: Record<string, string[]> = {
  [`${web}/main.tsx`]: [`${web}/app/layout.tsx`],
  [`${web}/app/layout.tsx`]: [`${kit}/components/Button/Button.mjs`],
  [`${web}/app/routes/home.tsx`]: [`${web}/features/home/hero.tsx`, `${web}/features/buy/price.ts`],
  [`${web}/app/routes/market-place.tsx`]: [
    `${web}/features/explore/grid.tsx`,
    `${web}/features/explore/filters.tsx`,
    `${web}/features/buy/price.ts`,
    `${kit}/components/Button/Button.mjs`,
  ],
  [`${web}/app/routes/nft-detail.tsx`]: [`${web}/features/nft-detail/page.tsx`, `${web}/features/buy/price.ts`],
  [`${web}/features/explore/grid.tsx`]: [`${kit}/components/Checkbox/Checkbox.mjs`, `${web}/components/empty-state.tsx`],
  [`${web}/features/explore/filters.tsx`]: [],
  [`${web}/app/routes/collection.tsx`]: [`${web}/features/explore/filters.tsx`],
  [`${web}/components/empty-state.tsx`]: [`${kit}/components/Alert/Alert.mjs`],
  [`${kit}/components/Checkbox/Checkbox.mjs`]: [`${kit}/core/utils/create-context.mjs`],
  [`${web}/features/home/hero.tsx`]: ['/repo/node_modules/swiper/swiper-react.mjs'],
};
const routes = {
  home: `${web}/app/routes/home.tsx`,
  explore: `${web}/app/routes/market-place.tsx`,
  nft: `${web}/app/routes/nft-detail.tsx`,
};
// Every route is loaded lazily; the collection page is not a first screen.
const lazy = [...Object.values(routes), `${web}/app/routes/collection.tsx`];
const chunks = firstScreenChunkOf((id) => edges[id] ?? [], `${web}/main.tsx`, routes, lazy);

describe('first-screen chunks', () => {
  it("puts one screen's own code in its chunk, what other screens' code uses too in a second, its UI kit in a third", () => {
    expect(chunks.get(`${web}/features/explore/grid.tsx`)).toBe('explore-screen');
    expect(chunks.get(`${web}/app/routes/nft-detail.tsx`)).toBe('nft-screen');
    expect(chunks.get(`${web}/features/explore/filters.tsx`)).toBe('explore-common');
    expect(chunks.get(`${kit}/components/Checkbox/Checkbox.mjs`)).toBe('explore-kit');
  });

  it('leaves other packages to chunks of their own', () => {
    expect(chunks.get(`${web}/features/home/hero.tsx`)).toBe('home-screen');
    expect(chunks.has('/repo/node_modules/swiper/swiper-react.mjs')).toBe(false);
  });

  it('shares what several screens import, the shared components with what they import, and the kit helpers', () => {
    expect(chunks.get(`${web}/features/buy/price.ts`)).toBe('first-screens');
    expect(chunks.get(`${web}/components/empty-state.tsx`)).toBe('first-screens');
    expect(chunks.get(`${kit}/components/Alert/Alert.mjs`)).toBe('first-screens');
    expect(chunks.get(`${kit}/core/utils/create-context.mjs`)).toBe('first-screens');
  });

  it('leaves what the entry already loads to the shell', () => {
    expect(chunks.has(`${kit}/components/Button/Button.mjs`)).toBe(false);
    expect(chunks.has(`${web}/app/layout.tsx`)).toBe(false);
  });
});

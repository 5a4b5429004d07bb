import { describe, expect, it } from 'vitest';
import { topCollectionTarget } from './top-collection-target';

describe('topCollectionTarget', () => {
  it('prefers the external link, opened in a new window', () => {
    expect(topCollectionTarget({ externalUrl: 'https://drop.example', collectionId: 4 })).toEqual({
      kind: 'external',
      href: 'https://drop.example',
    });
  });

  it('otherwise leads to the collection detail route with type collected', () => {
    expect(topCollectionTarget({ externalUrl: null, collectionId: 42 })).toEqual({
      kind: 'internal',
      to: '/collection-detail/42/collected',
    });
  });

  it('leads nowhere when the slide has neither', () => {
    expect(topCollectionTarget({ externalUrl: null, collectionId: null })).toEqual({ kind: 'none' });
  });
});

import { paths } from '../../../config/paths';
import type { TopCollection } from '../api/home-content-schemas';

/** Where a banner slide leads: its own link, else the collection page, else nowhere. */
export type SlideTarget = { kind: 'external'; href: string } | { kind: 'internal'; to: string } | { kind: 'none' };

/**
 * docs/product.md (spec section 2): a slide with an external link opens it in a new window; otherwise it opens the
 * collection detail route with the collection id and type `collected`.
 */
export function topCollectionTarget({ externalUrl, collectionId }: Pick<TopCollection, 'externalUrl' | 'collectionId'>): SlideTarget {
  if (externalUrl) return { kind: 'external', href: externalUrl };
  if (collectionId !== null) return { kind: 'internal', to: paths.collectionDetail(collectionId, 'collected') };
  return { kind: 'none' };
}

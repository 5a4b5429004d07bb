import { testAccounts, type TestAccount } from '@nft/devnet';

/**
 * The test account that buys in the demo: funded by anvil, creator of no demo collection and used by
 * no browser test, so its purchases and its private listings are the demo's own (README "What you
 * will see"). Account 9 of the public anvil mnemonic: local chains only.
 */
export const demoBuyer: TestAccount = testAccounts[9]!;

/** One build request of the demo: several items make a bulk listing signed once. */
export type DemoListing = {
  /** The demo collection (packages/devnet demo catalogue) and its items by mint order. */
  slug: string;
  items: { index: number; price: string; quantity?: number }[];
  kind: 'fixed' | 'declining';
  /** Declining listings: the price at the end. */
  endPrice?: string;
  /** Scheduled listings start this many hours after seeding. */
  startsInHours?: number;
  endsInDays: number;
  /** Reserved for demoBuyer. */
  private?: boolean;
  /** demoBuyer buys this many copies at once through the fill route (a real sale). */
  buy?: number;
};

// A handful per chain, every kind of docs/product.md "Trading" and prices spread over an order of
// magnitude so explore's price sorts show a difference. Prices are in ETH; an ERC-1155 price is per
// copy (docs/product.md "Trading").
export const demoListings: readonly DemoListing[] = [
  {
    slug: 'aurora-gradients',
    kind: 'fixed',
    endsInDays: 30,
    items: [
      { index: 0, price: '0.05' },
      { index: 1, price: '0.12' },
      { index: 2, price: '0.3' },
    ],
  },
  { slug: 'aurora-gradients', kind: 'declining', endPrice: '0.2', endsInDays: 3, items: [{ index: 3, price: '1' }] },
  { slug: 'pixel-critters', kind: 'fixed', startsInHours: 3, endsInDays: 30, items: [{ index: 0, price: '0.8' }] },
  { slug: 'pixel-critters', kind: 'fixed', private: true, endsInDays: 30, items: [{ index: 1, price: '0.15' }] },
  { slug: 'pixel-critters', kind: 'fixed', endsInDays: 30, buy: 1, items: [{ index: 2, price: '0.02' }] },
  // Critter #10 is an edition of 12: 6 listed, 2 bought.
  { slug: 'pixel-critters', kind: 'fixed', endsInDays: 30, buy: 2, items: [{ index: 9, price: '0.3', quantity: 6 }] },
  {
    slug: 'geometry-studies',
    kind: 'fixed',
    endsInDays: 30,
    items: [
      { index: 0, price: '0.04' },
      { index: 1, price: '0.25' },
      { index: 2, price: '0.6' },
    ],
  },
  { slug: 'geometry-studies', kind: 'declining', endPrice: '0.1', endsInDays: 2, items: [{ index: 3, price: '0.9' }] },
  { slug: 'geometry-studies', kind: 'fixed', startsInHours: 4, endsInDays: 30, items: [{ index: 4, price: '0.7' }] },
  { slug: 'geometry-studies', kind: 'fixed', private: true, endsInDays: 30, items: [{ index: 5, price: '0.2' }] },
  { slug: 'geometry-studies', kind: 'fixed', endsInDays: 30, buy: 1, items: [{ index: 6, price: '0.03' }] },
  // Session #2 has 10 copies: 4 listed, 1 bought, so the listing stays partly sold.
  { slug: 'harbor-waves', kind: 'fixed', endsInDays: 30, buy: 1, items: [{ index: 1, price: '0.08', quantity: 4 }] },
];

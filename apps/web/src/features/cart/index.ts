// The cart feature's public entry (docs/product.md "Trading": a cart bought in one transaction).
// Everything else in this folder is internal to it (lint: scripts/eslint/feature-boundaries.js).
export { AddNftToCart } from './components/add-nft-to-cart';
export { AddToCartButton } from './components/add-to-cart-button';
export { CartButton } from './components/cart-button';
export { SweepButton } from './components/sweep-button';

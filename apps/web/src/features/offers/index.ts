// The offers feature's public entry (docs/product.md "Trading", Offers): what other features may use.
// Everything else in this folder is internal to it (lint: scripts/eslint/feature-boundaries.js).
// The dialogs load on demand (React.lazy inside MakeOfferButton), so importing this entry adds no form code.
export { AccountOffersTab } from './components/account-offers-tab';
export { CollectionOffersPanel } from './components/collection-offers-panel';
export { MakeOfferButton } from './components/make-offer-button';
export { NftOffersPanel } from './components/nft-offers-panel';
export { OrderStepsStepper } from './components/order-steps-stepper';
export { useDescribeError } from './hooks/use-describe-error';
export { useOrderSteps, type CheckedOrder, type PostExtras } from './hooks/use-order-steps';
export { useOfferCurrencies } from './hooks/use-offer-currencies';
export { offerPriceError } from './model/offer-form';
export type { OfferTarget } from './model/offer-target';

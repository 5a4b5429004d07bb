// A public entry of its own: the NFT page's trade panel shows this button on first load, while the rest of the
// offers feature (lists, tables, the account tab) loads with the screens that show it (docs/decisions/033).
export { MakeOfferButton } from './components/make-offer-button';

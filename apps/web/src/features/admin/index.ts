// The operator console (docs/product.md "Operator console"): the /admin screen and what the NFT page shows a holder
// whose NFT operators hid. The header imports admin-console-link.tsx directly (it must stay small).
export { AdminConsolePage } from './components/admin-console-page';
export { getNftModeration } from './api/admin-api';

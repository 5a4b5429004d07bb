// Staking in the product (docs/decisions/041-staking-in-the-product.md): the stake market, one activity, the account's staked tab.
export { StakeMarketPage } from './components/stake-market-page';
export { StakeEventPage } from './components/stake-event-page';
export { AccountStakesTab } from './components/account-stakes-tab';

export { fundedStable, fundedWrappedNative, fundPaymentTokens } from './accounts/fund-payment-tokens';
export { fundTestAccounts } from './accounts/fund-test-accounts';
export { withGasHeadroom } from './accounts/gas-headroom';
export {
  devnetFeeRecipient,
  devnetOrderSignerAddress,
  devnetOrderSignerKey,
  devnetSettlementAddress,
  devnetSettlementKey,
  marketplaceAccountIndexes,
} from './accounts/marketplace-accounts';
export { deployerAccount, testAccounts, testMnemonic, type TestAccount } from './accounts/test-accounts';
export { startAnvil, type AnvilProcess, type StartAnvilOptions } from './anvil/start-anvil';
export { ensureDeployment, type EnsureDeploymentOptions } from './devnet/ensure-deployment';
export { devnetChainConfig } from './devnet/devnet-chain-config';
export { localChains } from './devnet/local-chains';
export { startDevnet, type Devnet, type DevnetChain, type StartDevnetOptions } from './devnet/start-devnet';
export { demoCatalogue, seedDemoData, type DemoCollection, type SeedContext, type SeedResult } from './seed';

// The wallet's transaction helpers, as a public entry of their own: they pull in wagmi, so pages
// load them on demand (`await import(...)`) rather than through the feature's index.
export {
  WalletWriteError,
  sendWalletTransaction,
  toWalletWriteError,
  waitForWalletReceipt,
  type WalletTransaction,
  type WalletWriteFailure,
} from './model/contract-write';
// Prepared calldata from the API (order build steps, fills), EIP-712 signatures (orders) and personal_sign messages.
export {
  sendRawWalletTransaction,
  signWalletMessage,
  signWalletTypedData,
  type RawWalletTransaction,
  type WalletTypedData,
} from './model/wallet-requests';

import type { Address, Hex } from 'viem';

// Three fixed accounts of the anvil test mnemonic (m/44'/60'/0'/0/i, see ./test-accounts.ts) with
// marketplace roles on local chains. Indexes 10 to 12 lie outside the ten funded test accounts, so
// no test, demo creator or buyer ever uses them: the signer never holds funds, and the fee
// recipient's balance is exactly the fees it collected. Public keys: local chains only.

/** Index 10: signs the zone's fill authorisations in embedded mode (docs/decisions/028-marketplace-signed-zone.md). */
export const devnetOrderSignerKey: Hex = '0xf214f2b2cd398c806f84e317254e0f0b801d0643303237d97a22a48e01628897';
export const devnetOrderSignerAddress: Address = '0xBcd4042DE499D14e55001CcbB24a551F3b954096';

/** Index 11: receives the marketplace service fee in embedded mode. */
export const devnetFeeRecipient: Address = '0x71bE63f3384f5fb98995898A86B02Fb2426c5788';

/**
 * Index 12: sends the auction settlement transactions (matchAdvancedOrders) in embedded mode; funded
 * with native currency for gas only, so it never holds the payment tokens it settles.
 */
export const devnetSettlementKey: Hex = '0xa267530f49f8280200edf313ee7af6b827f2a8bce2897751d06a843f644967b1';
export const devnetSettlementAddress: Address = '0xFABB0ac9d68B0B445fB7357272Ff202C5651694a';

/** The mnemonic indexes above, for the test that derives them again. */
export const marketplaceAccountIndexes = { orderSigner: 10, feeRecipient: 11, settlement: 12 } as const;

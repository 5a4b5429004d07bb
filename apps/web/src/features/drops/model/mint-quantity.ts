/** What bounds how many one wallet may mint now. */
export type MintLimits = {
  supply: number;
  minted: number;
  /** Per-wallet limit of the drop; 0 for none. */
  perWalletLimit: number;
  /** What this wallet has minted from the drop so far. */
  mintedByWallet: number;
};

/** One transaction mints at most this many (the API contract's dropLimits.maxMintQuantity, kept here so the mint page loads no zod). */
export const maxPerTransaction = 20;

/** The largest quantity this wallet may mint now (0 when it may mint none). */
export function maxMintQuantity({ supply, minted, perWalletLimit, mintedByWallet }: MintLimits): number {
  const left = Math.max(0, supply - minted);
  const wallet = perWalletLimit > 0 ? Math.max(0, perWalletLimit - mintedByWallet) : left;
  return Math.min(left, wallet, maxPerTransaction);
}

/** Why a wallet may not mint any more (for the page to say), or null when it may. */
export function mintBlocker(limits: MintLimits): 'sold_out' | 'wallet_limit' | null {
  if (limits.minted >= limits.supply) return 'sold_out';
  if (limits.perWalletLimit > 0 && limits.mintedByWallet >= limits.perWalletLimit) return 'wallet_limit';
  return null;
}

/** The quantity kept within 1..max (what the picker shows after the limits change). */
export function clampQuantity(quantity: number, max: number): number {
  if (max < 1) return 0;
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(max, Math.max(1, Math.floor(quantity)));
}

/** The price of `quantity` tokens in base units (bigint: 18-decimal prices do not fit a double). */
export function totalPrice(unitPrice: string, quantity: number): bigint {
  return BigInt(unitPrice) * BigInt(quantity);
}

import { isNulsAddress } from '@nft/nuls';

// Rules the create and edit forms share with the API: the browser refuses what the server would
// refuse. The website rule is the API contract's own function.
export { isWebsiteUrl } from '@nft/api-contract';

const evmAddress = /^0x[0-9a-fA-F]{40}$/;

/** Whether text is an address of a chain family (NULS addresses with their checksum, as the API checks them). */
export function isChainAddress(family: 'evm' | 'nuls', value: string): boolean {
  return family === 'evm' ? evmAddress.test(value) : isNulsAddress(value);
}

/** Royalty in percent: 0 to 10 with at most two decimals (the spec's 0.01 accuracy). */
export function isRoyaltyPercent(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= 10 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

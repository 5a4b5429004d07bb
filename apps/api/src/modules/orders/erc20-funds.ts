import { getAddress, parseAbi, type Address } from 'viem';
import type { PaymentToken } from '@nft/chains';
import { AppError } from '@nft/shared';
import { chainRead } from './chain-read';
import { findPaymentToken } from './listing-terms';
import type { TradingChain } from './trading-chain';

const erc20Abi = parseAbi([
  'function balanceOf(address account) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
]);

/** The ERC-20 payment token of an offer or bid: listed for the chain and never the native currency (Seaport offers cannot hold native). */
export function requireErc20PaymentToken(chain: TradingChain, currency: string): PaymentToken {
  const token = findPaymentToken(chain.paymentTokens, currency);
  if (!token || token.native) throw new AppError('order_currency_invalid');
  return token;
}

export type Erc20Funds = { balance: bigint; allowance: bigint };

/** The maker's balance of `token` and what the marketplace's conduit may spend of it (the conduit moves offer items). */
export async function readErc20Funds(chain: TradingChain, token: Address, maker: Address): Promise<Erc20Funds> {
  const address = getAddress(token);
  const [balance, allowance] = await Promise.all([
    chainRead(chain.client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [maker] })),
    chainRead(chain.client.readContract({ address, abi: erc20Abi, functionName: 'allowance', args: [maker, chain.conduit] })),
  ]);
  return { balance, allowance };
}

/** Which of the two falls short of `amount`, balance first ("Not enough tokens!" is what the buyer can act on). */
export function erc20Shortfall({ balance, allowance }: Erc20Funds, amount: bigint): 'no_balance' | 'no_approval' | null {
  if (balance < amount) return 'no_balance';
  if (allowance < amount) return 'no_approval';
  return null;
}

/**
 * Intake of an offer or bid: the maker's balance and allowance to the conduit cover `amount`, else
 * order_insufficient_tokens / order_insufficient_allowance. Shared by offers and auction bids.
 */
export async function checkErc20Funds(chain: TradingChain, token: Address, maker: Address, amount: bigint): Promise<Erc20Funds> {
  const funds = await readErc20Funds(chain, token, maker);
  const shortfall = erc20Shortfall(funds, amount);
  if (shortfall === 'no_balance') throw new AppError('order_insufficient_tokens');
  if (shortfall === 'no_approval') throw new AppError('order_insufficient_allowance');
  return funds;
}

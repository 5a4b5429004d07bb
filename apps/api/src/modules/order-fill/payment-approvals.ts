import { encodeFunctionData, erc20Abi, getAddress, type Address } from 'viem';
import type { TransactionStep } from '@nft/api-contract';
import type { PaymentToken } from '@nft/chains';
import { currentFractionAmount, itemTypes, type FillRequest } from '@nft/seaport';
import type { ChainOrderReader } from './chain-order-reader';

/**
 * The ERC-20 each token the fills pay in needs at chain time `at` (the largest a fixed or declining
 * amount gets from then on), by token address. Native payment goes in the transaction's value instead.
 */
export function erc20Needs(fills: readonly FillRequest[], at: bigint): Map<Address, bigint> {
  const needs = new Map<Address, bigint>();
  for (const { components, numerator = 1n, denominator = 1n } of fills) {
    const from = at < components.startTime ? components.startTime : at;
    for (const item of components.consideration) {
      if (item.itemType !== itemTypes.erc20) continue;
      const amount = currentFractionAmount(item, components, { numerator, denominator }, from, true);
      const token = getAddress(item.token);
      needs.set(token, (needs.get(token) ?? 0n) + amount);
    }
  }
  return needs;
}

/**
 * The approvals the buyer still has to send before the fill: Seaport pulls ERC-20 payments from the
 * buyer directly (fulfillerConduitKey zero), so it needs an allowance of at least the price.
 */
export async function approvalSteps(
  reader: ChainOrderReader,
  input: { seaport: Address; buyer: Address; paymentTokens: readonly PaymentToken[]; needs: Map<Address, bigint> },
): Promise<TransactionStep[]> {
  const steps: TransactionStep[] = [];
  for (const [token, amount] of input.needs) {
    if ((await reader.allowance(token, input.buyer, input.seaport)) >= amount) continue;
    const symbol = input.paymentTokens.find((candidate) => candidate.address.toLowerCase() === token.toLowerCase())?.symbol ?? token;
    steps.push({
      kind: 'transaction',
      description: `Approve ${symbol} for Seaport`,
      to: token,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [input.seaport, amount] }),
      value: '0',
    });
  }
  return steps;
}
